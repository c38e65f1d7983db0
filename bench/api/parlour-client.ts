import { createHash } from 'node:crypto';
import { HttpClient, JsonResponse } from './http-client';

/** graphql-apq: GraphQL with automatic persisted queries (the hash alone, the text once after PERSISTED_QUERY_NOT_FOUND). */
export type Api = 'graphql' | 'graphql-apq' | 'rest';

/** What a player sees of a match that the bench needs to play it. */
export interface Turn {
  readonly seq: number;
  readonly status: string;
  readonly yourSeat: number | null;
  readonly decidingSeats: readonly number[];
  readonly legalMoves: readonly string[];
}

/** The matches a bench plays: a game, its seats (all taken, so it starts) and options. */
export interface TableSpec {
  readonly gameId: string;
  readonly seats: number;
  readonly options: Readonly<Record<string, unknown>>;
}

/** What the match driver needs of a client: each player named by how the client acts as them (a session token over HTTP). */
export interface MatchClient {
  /** A match created by `players[0]` (seated) and joined by the others: started. */
  started(spec: TableSpec, players: readonly string[]): Promise<string>;
  read(player: string, matchId: string): Promise<Turn>;
  submit(player: string, matchId: string, expectedSeq: number, move: string): Promise<Turn>;
}

/** The part of a presented match the bench reads. */
export interface MatchBody {
  readonly id: string;
  readonly seq: number;
  readonly status: string;
  readonly yourSeat: number | null;
  readonly decision: { readonly seats: readonly number[] } | null;
  readonly legalMoves: readonly { readonly text: string }[];
}

const MATCH_FIELDS = 'id seq status yourSeat decision { seats } legalMoves { text }';

export function turnOf(m: MatchBody): Turn {
  return {
    seq: m.seq,
    status: m.status,
    yourSeat: m.yourSeat,
    decidingSeats: m.decision?.seats ?? [],
    legalMoves: m.legalMoves.map((l) => l.text),
  };
}

/** Parlour's public API as a client app uses it, over GraphQL or REST. */
export class ParlourClient implements MatchClient {
  constructor(
    private readonly http: HttpClient,
    readonly api: Api,
  ) {}

  private ok(res: JsonResponse, what: string): unknown {
    const errors = (res.body as { errors?: unknown[] } | null)?.errors;
    if (res.status >= 300 || errors)
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  }

  private readonly hashes = new Map<string, string>();

  private async graphql<T>(
    bearer: string,
    query: string,
    variables: Record<string, unknown>,
    what: string,
  ): Promise<T> {
    if (this.api !== 'graphql-apq')
      return (this.ok(await this.http.send('POST', '/graphql', { query, variables }, bearer), what) as { data: T })
        .data;
    let sha256Hash = this.hashes.get(query);
    if (sha256Hash === undefined)
      this.hashes.set(query, (sha256Hash = createHash('sha256').update(query).digest('hex')));
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const hashed = await this.http.send('POST', '/graphql', { extensions, variables }, bearer);
    const unknown =
      (hashed.body as { errors?: { extensions?: { code?: string } }[] } | null)?.errors?.[0]?.extensions?.code ===
      'PERSISTED_QUERY_NOT_FOUND';
    const res = unknown ? await this.http.send('POST', '/graphql', { query, extensions, variables }, bearer) : hashed;
    return (this.ok(res, what) as { data: T }).data;
  }

  /**
   * Registers a player; the session token registering answers with. A server
   * from before 1 December 2026 (an older ref in bench:compare) answers without
   * one: then it logs in.
   */
  async player(handle: string, password: string): Promise<string> {
    const registered = this.ok(
      await this.http.send('POST', '/api/auth/register', { handle, password }),
      'register',
    ) as { accessToken?: string };
    if (registered.accessToken) return registered.accessToken;
    const login = this.ok(await this.http.send('POST', '/api/auth/login', { handle, password }), 'login') as {
      accessToken: string;
    };
    return login.accessToken;
  }

  async started(spec: TableSpec, [creator, ...joiners]: readonly string[]): Promise<string> {
    const created = this.ok(await this.http.send('POST', '/api/matches', spec, creator), 'create') as {
      match: MatchBody;
    };
    for (const joiner of joiners)
      this.ok(await this.http.send('POST', `/api/matches/${created.match.id}/join`, undefined, joiner), 'join');
    return created.match.id;
  }

  /** The caller's own profile: an authenticated request with no game work, the floor under every move. */
  async me(bearer: string): Promise<void> {
    if (this.api === 'rest') this.ok(await this.http.send('GET', '/api/me', undefined, bearer), 'me');
    else await this.graphql(bearer, '{ me { handle } }', {}, 'me');
  }

  async read(bearer: string, matchId: string): Promise<Turn> {
    if (this.api === 'rest')
      return turnOf(
        this.ok(await this.http.send('GET', `/api/matches/${matchId}`, undefined, bearer), 'read') as MatchBody,
      );
    const data = await this.graphql<{ match: MatchBody }>(
      bearer,
      `query($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`,
      { id: matchId },
      'match',
    );
    return turnOf(data.match);
  }

  async submit(bearer: string, matchId: string, expectedSeq: number, move: string): Promise<Turn> {
    if (this.api === 'rest') {
      const res = this.ok(
        await this.http.send('POST', `/api/matches/${matchId}/moves`, { expectedSeq, move }, bearer),
        'move',
      ) as { match: MatchBody };
      return turnOf(res.match);
    }
    const data = await this.graphql<{ submitMove: { match: MatchBody } }>(
      bearer,
      `mutation($input: SubmitMoveInput!) { submitMove(input: $input) { match { ${MATCH_FIELDS} } } }`,
      { input: { matchId, expectedSeq, text: move } },
      'submitMove',
    );
    return turnOf(data.submitMove.match);
  }
}
