/**
 * Every code a client can see, with the HTTP status REST answers it with.
 * GraphQL carries the same code in `extensions.code`. A new code must name
 * its status here, so no error leaves the server unmapped.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  // A request body over the server's limit (REQUEST_MAX_BYTES).
  PAYLOAD_TOO_LARGE: 413,
  // Answered before any route, on a connection then closed (src/common/http/client-errors.ts).
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  MALFORMED_REQUEST: 400,
  // A body in a format the server does not read (it reads JSON).
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // A known REST path asked with a method it does not answer (`Allow` names those it does).
  METHOD_NOT_ALLOWED: 405,
  HANDLE_TAKEN: 409,
  // Matches. A move naming an old sequence number is stale; moves the rules
  // refuse and commands the match's state refuses are unprocessable.
  STALE_SEQ: 409,
  MATCH_FULL: 409,
  // A replay asked for a point past the end of the match's log (docs/replay.md).
  SEQ_OUT_OF_RANGE: 404,
  ALREADY_JOINED: 409,
  NOT_A_PLAYER: 403,
  NOT_CREATOR: 403,
  // A bot account joining an open match by its id: bots join by invitation only (docs/bots.md).
  BOTS_NOT_ALLOWED: 403,
  MALFORMED_MOVE: 400,
  ILLEGAL_MOVE: 422,
  NOT_YOUR_TURN: 422,
  GAME_OVER: 422,
  NOT_OPEN: 422,
  NOT_ACTIVE: 422,
  TOO_FEW_PLAYERS: 422,
  TOO_LATE_TO_ABORT: 422,
  // A timeout claimed too early, against oneself, or in a match without a time limit.
  NOT_OVERDUE: 422,
  // Vacations (docs/vacations.md): one already running; more days than the year's allowance has left; none to end.
  ALREADY_ON_VACATION: 422,
  VACATION_ALLOWANCE_EXCEEDED: 422,
  NOT_ON_VACATION: 422,
  // An idempotency key sent again with another request (another move, seq or command) than it was first sent with.
  IDEMPOTENCY_KEY_REUSED: 422,
  // A match this server cannot replay: another game, rules version or shuffle than it knows.
  UNKNOWN_GAME: 409,
  UNKNOWN_RULES_VERSION: 409,
  UNKNOWN_SHUFFLE_ALGORITHM: 409,
  CORRUPT_LOG: 500,
  // Importing a record (docs/records.md#importing-a-record): one that does not verify (the first divergence in
  // `details`), of a match not finished, a body of zero or several records; a match already here with other moves.
  RECORD_INVALID: 422,
  RECORD_UNFINISHED: 422,
  RECORD_NOT_SINGLE: 422,
  RECORD_CONFLICT: 409,
  // Webhooks: an endpoint that may not be pointed at (not https, a private address), one too many, or one disabled.
  WEBHOOK_URL_REFUSED: 422,
  TOO_MANY_ENDPOINTS: 422,
  ENDPOINT_DISABLED: 422,
  RATE_LIMITED: 429,
  // Realtime bounds: live subscriptions on one WebSocket, connections and streams per player.
  TOO_MANY_SUBSCRIPTIONS: 429,
  TOO_MANY_CONNECTIONS: 429,
  // Email alerts asked of a server that sends no email (SMTP_URL unset).
  EMAIL_DISABLED: 409,
  INTERNAL: 500,
  // Not ready to serve (the readiness probe while the database is unreachable).
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
