import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { DocumentNode } from 'graphql';
import { APP_CONFIG, AppConfig, SecurityConfig } from '../config';
import { RealtimeModule } from '../realtime/realtime.module';
import { SocketServer } from '../realtime';
import { formatError } from './format-error';
import { graphqlContext } from '../auth';
import { queryLimitsRule } from './limits/query-limits';
import { rateLimitStatusPlugin } from './rate-limit-status.plugin';
import { subscriptionsOverHttpPlugin } from './subscriptions-over-http.plugin';
import { SCHEMA_FILE } from './schema-file';

// Typed through Nest's config: @apollo/server's own types resolve to its ESM build there and to CJS here.
type ApolloPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

/**
 * What callers can make the server keep, bounded well below Apollo's default
 * of 30 MiB each: the texts registered as automatic persisted queries (their
 * length) and the parsed, validated operations (the length of their JSON; a
 * parsed operation holds about 4 times that on the heap, so Apollo's default
 * let anonymous callers grow the server's memory by several times the bound:
 * docs/benchmarks.md). 4 MiB keeps about 1,200 operations the size of a match
 * query.
 */
export const PERSISTED_QUERIES_MAX_BYTES = 2 * 2 ** 20;
export const PARSED_OPERATIONS_MAX_BYTES = 4 * 2 ** 20;

/**
 * Apollo on Fastify, code-first: in development the server also writes the
 * schema to schema.gql (tests and production keep it in memory). The landing
 * page is off (the API is for programs; helmet's strict CSP would break it),
 * CSRF prevention stays on (Apollo's default), errors go through the one
 * mapping, and depth/complexity limits stop oversized operations before they run
 * (over WebSocket too, where the SocketGate applies them). Automatic
 * persisted queries stay on (Apollo's default): a client may send an
 * operation's SHA-256 instead of its text once this instance has seen it.
 * Subscriptions (and any operation) over WebSocket on the same path are
 * served by SocketServer.
 */
@Module({
  imports: [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [SecurityConfig, APP_CONFIG],
      useFactory: (config: SecurityConfig, app: AppConfig): ApolloDriverConfig => ({
        autoSchemaFile: app.NODE_ENV === 'development' ? SCHEMA_FILE : true,
        sortSchema: true,
        graphiql: false,
        introspection: config.graphql.introspection,
        csrfPrevention: true,
        includeStacktraceInErrorResponses: false,
        persistedQueries: { cache: new InMemoryLRUCache<string>({ maxSize: PERSISTED_QUERIES_MAX_BYTES }) },
        documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: PARSED_OPERATIONS_MAX_BYTES }),
        autoTransformHttpErrors: false,
        // Nest's plugin would reset the status to 200 after ours set 429.
        preserveHttpStatusForExecutionErrors: false,
        // Parsing stops at the token limit, so no text costs more than that to refuse.
        parseOptions: { maxTokens: config.graphql.maxTokens },
        validationRules: [queryLimitsRule(config.graphql)],
        context: graphqlContext,
        formatError,
        // Apollo's cache-control plugin (on by default) hooks every resolved field; nothing here sets cache hints.
        // Its inline-trace plugin (on by default) traces only a federated subgraph, which this schema is not;
        // installed, it loads Apollo's usage-reporting protobuf (0.5 MB of heap).
        plugins: [
          rateLimitStatusPlugin,
          subscriptionsOverHttpPlugin,
          ApolloServerPluginCacheControlDisabled() as ApolloPlugin,
          ApolloServerPluginInlineTraceDisabled() as ApolloPlugin,
        ],
      }),
    }),
    RealtimeModule,
  ],
  providers: [SocketServer],
})
export class AppGraphQLModule {}
