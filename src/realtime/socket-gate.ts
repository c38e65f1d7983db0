import { Inject, Injectable } from '@nestjs/common';
import { DocumentNode, GraphQLError, GraphQLFormattedError, parse } from 'graphql';
import type { Context, ServerOptions } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { BearerAuthenticator, GraphQLContext, Principal, authorize, socketContext } from '../auth';
import { DomainError, ProxyTrust, clientAddress, proxyTrust } from '../common';
import { APP_CONFIG, AppConfig, SecurityConfig } from '../config';
import { checkQueryLimits, formatError } from '../graphql';
import { RateLimits } from '../security';
import { ConnectionLimiter } from './connection-limiter';
import { CredentialWatch } from './credential-watch';

/** Close codes, in graphql-ws's 4400-4499 range for refusals. */
export const SOCKET_CLOSE = {
  /** The credential expired or was revoked while the socket was open. */
  CREDENTIAL_LOST: 4401,
  /** graphql-ws's own code when onConnect refuses: no, bad or under-scoped credential. */
  FORBIDDEN: 4403,
  TOO_MANY_CONNECTIONS: 4429,
  /** Failed credentials from the client's IP have spent its budget (graphql-ws clients do not retry a 4429). */
  RATE_LIMITED: 4429,
} as const;

/** What SocketServer gives each connection (its ws socket and upgrade request), plus what we keep there once it is authenticated. */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
  connection?: { readonly principal: Principal; readonly clientAddress: string; readonly end: () => void };
}

export type SocketOptions = ServerOptions<Record<string, unknown>, SocketExtra>;

function domainGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, { originalError: error });
}

/**
 * The one error mapping, as Apollo's formatError applies it over HTTP. An
 * error with neither a cause nor a code is graphql-ws's own validation of the
 * document, which Apollo would report as GRAPHQL_VALIDATION_FAILED.
 */
function formatSocketError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  const validation = error.originalError === undefined && formatted.extensions?.code === undefined;
  return formatError(
    validation ? { ...formatted, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } } : formatted,
    error,
  );
}

/** `Bearer <credential>` (as over HTTP) or the bare credential, under `authorization` or `token`. */
function credentialOf(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const given = params?.authorization ?? params?.Authorization ?? params?.token;
  if (typeof given !== 'string') return null;
  const credential = given.replace(/^Bearer +/i, '').trim();
  return credential.length > 0 ? credential : null;
}

/**
 * The GraphQL WebSocket transport's hooks. Apollo's plugins, validation rules
 * and formatError do not run for operations over graphql-ws, so this does
 * their part: authentication at connection_init (the connection needs
 * `match:read`; each operation's own scopes are checked by the guard as over
 * HTTP), re-checking the credential while the socket lives, the bounds on
 * connections per player and subscriptions per connection, the depth and
 * complexity limits, and the one error mapping.
 */
@Injectable()
export class SocketGate {
  private readonly trust: ProxyTrust;

  constructor(
    private readonly authenticator: BearerAuthenticator,
    private readonly limiter: ConnectionLimiter,
    private readonly watch: CredentialWatch,
    private readonly limits: RateLimits,
    private readonly security: SecurityConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.trust = proxyTrust(config.TRUST_PROXY);
  }

  /** graphql-ws's hooks, for SocketServer's `makeServer` (which supplies the socket and request of the extra). */
  options(): Omit<SocketOptions, 'schema'> {
    return {
      onConnect: (ctx) => this.connect(ctx),
      onClose: (ctx) => ctx.extra.connection?.end(),
      onSubscribe: (ctx, _id, payload) => this.admit(ctx, payload.query),
      context: (ctx): GraphQLContext => {
        const connection = ctx.extra.connection;
        if (!connection) throw new Error('an operation on a socket that was never acknowledged');
        return socketContext(ctx.extra.request, connection.principal, connection.clientAddress);
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map(formatSocketError) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map(formatSocketError),
    };
  }

  private async connect(ctx: Context<Record<string, unknown>, SocketExtra>): Promise<boolean> {
    const credential = credentialOf(ctx.connectionParams);
    if (credential === null) return this.refused(ctx);
    let principal: Principal;
    try {
      principal = await this.authenticator.authenticate(credential);
    } catch (error) {
      if (error instanceof DomainError) return this.refused(ctx);
      throw error;
    }
    if (authorize(principal, { scopes: ['match:read'], sessionOnly: false, botMove: false })) return false;
    // The client may have gone while its credential was checked: onClose has run, so take nothing on.
    if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return false;
    let release: () => void;
    try {
      release = this.limiter.acquire(principal.playerId);
    } catch (error) {
      ctx.extra.socket.close(SOCKET_CLOSE.TOO_MANY_CONNECTIONS, (error as Error).message);
      return false;
    }
    // Closed at once when the credential is revoked: SocketServer reads nothing more from a closing socket.
    const stop = this.watch.watch(principal, credential, () =>
      ctx.extra.socket.close(SOCKET_CLOSE.CREDENTIAL_LOST, 'the credential expired or was revoked'),
    );
    ctx.extra.connection = {
      principal,
      clientAddress: clientAddress(ctx.extra.request, this.trust),
      end: () => {
        stop();
        release();
      },
    };
    return true;
  }

  /**
   * No good credential: counted against the client's IP as over HTTP, and
   * refused with 4403, or with 4429 once the IP's budget is spent.
   */
  private async refused(ctx: Context<Record<string, unknown>, SocketExtra>): Promise<false> {
    const decision = await this.limits.countFailedSocket(clientAddress(ctx.extra.request, this.trust));
    if (!decision.allowed)
      ctx.extra.socket.close(SOCKET_CLOSE.RATE_LIMITED, `too many requests; retry in ${decision.retryAfterSeconds} s`);
    return false;
  }

  /** Errors to answer instead of running the operation, or nothing to let it run. */
  private admit(ctx: Context<Record<string, unknown>, SocketExtra>, query: string): readonly GraphQLError[] | void {
    // The operation being admitted is already counted among the connection's subscriptions.
    const max = this.config.REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION;
    if (Object.keys(ctx.subscriptions).length > max) {
      return [
        domainGraphQLError(
          new DomainError('TOO_MANY_SUBSCRIPTIONS', `at most ${max} subscriptions per connection`, {
            maxSubscriptions: max,
          }),
        ),
      ];
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.security.graphql.maxTokens });
    } catch (error) {
      return [new GraphQLError((error as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    }
    const breach = checkQueryLimits(document, this.security.graphql);
    return breach ? [domainGraphQLError(breach)] : undefined;
  }
}
