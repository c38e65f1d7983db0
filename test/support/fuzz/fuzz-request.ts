/** One request of a fuzz campaign, as sent over HTTP. */
export interface FuzzRequest {
  /** What it exercises, for the report: `POST /api/matches/{id}/moves`, `mutation submitMove`. */
  readonly operation: string;
  readonly method: string;
  /** Path and query string, already encoded. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** A GraphQL request: its answer is judged by its errors as well as its status. */
  readonly graphql: boolean;
  /** Whether a success may change what the database holds (a query or GET may not). */
  readonly mayWrite: boolean;
}

/** Values that reach past the first checks: ids and names the database really holds. */
export interface FuzzWorld {
  readonly bearers: readonly string[];
  readonly matchIds: readonly string[];
  readonly handles: readonly string[];
  readonly inviteCodes: readonly string[];
  readonly tokenIds: readonly string[];
}
