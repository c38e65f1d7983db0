import { ApolloDriverConfig } from '@nestjs/apollo';

// Typed through Nest's config: @apollo/server's own types resolve to its ESM build there and to CJS here.
type ApolloServerPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

/**
 * GraphQL answers 200 even when a field failed; a rate-limited operation is
 * answered 429 instead, like REST, so clients and proxies back off the same way.
 */
export const rateLimitStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((error) => error.extensions?.code === 'RATE_LIMITED')) response.http.status = 429;
      },
    };
  },
};
