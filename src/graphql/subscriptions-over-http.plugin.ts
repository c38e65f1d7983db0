import { ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLError } from 'graphql';

// Typed through Nest's config: @apollo/server's own types resolve to its ESM build there and to CJS here.
type ApolloServerPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

/**
 * A subscription sent as an HTTP request is refused with 400 before it runs:
 * a subscription lives on a WebSocket (graphql-transport-ws at /graphql) or
 * as an NDJSON stream, and over HTTP its resolver's stream has nowhere to go.
 */
export const subscriptionsOverHttpPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError(
          'subscriptions are served over WebSocket: connect to /graphql with the graphql-transport-ws protocol ' +
            '(or use the NDJSON streams under /api)',
          { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
        );
      },
    };
  },
};
