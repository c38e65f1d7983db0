// A bot for Parlour through its public API only: a `bot:play` token, the turn stream, moves. Node's fetch and
// nothing else. docs/bots.md ("The reference bot") walks through it.

/** What a turn notice and a move's answer carry of a match: what the bot decides from. */
export interface Match {
  id: string;
  gameId: string;
  status: string;
  seq: number;
  legalMoves: { text: string; type: string; card: string | null }[];
}

export interface BotOptions {
  /** The server, e.g. `https://cards.example` (no trailing slash). */
  baseUrl: string;
  /** A personal access token of a bot account with the scope `bot:play`. */
  token: string;
  /** Picks one of `match.legalMoves` (its `text`); by default `simpleStrategy`. */
  choose?: (match: Match) => string;
  /** Told of every move made (once each: a retry the server answers from its key is not told again), and of every match that ends. */
  onMove?: (match: Match, move: string) => void;
  onEnd?: (match: Match) => void;
  /** Aborting it ends the bot. */
  signal?: AbortSignal;
}

/** Never resigns; otherwise the first legal move the server lists (a card game's lowest play, as listed). */
export function simpleStrategy(match: Match): string {
  const moves = match.legalMoves.filter((m) => m.type !== 'resign');
  return (moves[0] ?? match.legalMoves[0]).text;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${status} ${code}: ${message}`);
  }
}

/**
 * Plays every match its account holds a seat in, for as long as it runs:
 * it follows `GET /api/me/turns/stream` (one JSON notice a line; it opens
 * with every match already awaiting the bot), and on each YOUR_TURN moves
 * with `expectedSeq`, so a move decided on an old state is refused
 * (STALE_SEQ, then the match is read again), and with an idempotency key
 * of the match and seq, so a retry after a lost answer never moves twice.
 * When the stream drops, it opens it again.
 */
export async function runBot(options: BotOptions): Promise<void> {
  const { signal } = options;
  while (!signal?.aborted) {
    try {
      for await (const notice of turnStream(options)) {
        if (notice.reason === 'YOUR_TURN') await play(options, notice.match);
        else if (notice.reason === 'MATCH_ENDED') options.onEnd?.(notice.match);
      }
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof ApiError && error.status < 500 && error.status !== 429) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Moves while the match awaits the bot: a trick won is the bot's to lead again. */
async function play(options: BotOptions, notified: Match): Promise<void> {
  const choose = options.choose ?? simpleStrategy;
  let match = notified;
  while (match.status === 'active' && match.legalMoves.length > 0) {
    const move = choose(match);
    try {
      const answer = await call<{ match: Match; fresh: boolean }>(options, 'POST', `/api/matches/${match.id}/moves`, {
        expectedSeq: match.seq,
        move,
        idempotencyKey: `${match.id}-${match.seq}`,
      });
      // fresh is false when the key had been used: this turn's move was made before (a notice for it came late).
      if (answer.fresh) options.onMove?.(match, move);
      match = answer.match;
    } catch (error) {
      // The match moved on (a notice came late, another seat timed out), or this turn's move was made already with
      // another choice (a strategy with chance in it, a notice handled twice): decide again from where it is now.
      if (!(error instanceof ApiError && (error.code === 'STALE_SEQ' || error.code === 'IDEMPOTENCY_KEY_REUSED')))
        throw error;
      match = await call<Match>(options, 'GET', `/api/matches/${match.id}`);
    }
  }
  if (match.status === 'finished') options.onEnd?.(match);
}

async function call<T>(options: BotOptions, method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(options.baseUrl + path, {
    method,
    signal: options.signal,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T & { error?: { code: string; message: string } };
  if (!res.ok) throw new ApiError(res.status, json.error?.code ?? 'UNKNOWN', json.error?.message ?? '');
  return json;
}

/** The turn stream's notices, one a line; the empty keep-alive lines skipped. */
async function* turnStream(options: BotOptions): AsyncGenerator<{ reason: string; match: Match }> {
  const res = await fetch(`${options.baseUrl}/api/me/turns/stream`, {
    signal: options.signal,
    headers: { authorization: `Bearer ${options.token}` },
  });
  if (!res.ok || !res.body) {
    const json = (await res.json()) as { error?: { code: string; message: string } };
    throw new ApiError(res.status, json.error?.code ?? 'UNKNOWN', json.error?.message ?? '');
  }
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of res.body) {
    const lines = (pending + decoder.decode(chunk as Uint8Array, { stream: true })).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      const parsed = JSON.parse(line) as { reason?: string; match?: Match; error?: { code: string; message: string } };
      if (parsed.error) throw new ApiError(500, parsed.error.code, parsed.error.message);
      if (parsed.reason && parsed.match) yield { reason: parsed.reason, match: parsed.match };
    }
  }
}
