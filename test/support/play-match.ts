import { TrueMove } from './ground-truth';
import { MatchBody, MatchClient } from './match-client';

type Move = MatchBody['legalMoves'][number];

export interface LogEntry {
  readonly seq: number;
  readonly kind: string;
  readonly player: string | null;
  readonly seat: number | null;
  readonly move: Move | null;
  readonly forced: boolean | null;
}

export interface PlayedMatch {
  readonly id: string;
  /** The match as the first seat sees it at the end. */
  readonly end: MatchBody;
  /** The whole log as the first seat reads it at the end. */
  readonly log: readonly LogEntry[];
  /** Every decision a response showed, in order. */
  readonly decisions: readonly NonNullable<MatchBody['decision']>[];
  /** Each move a player chose, with the seat and the seq it was made at. */
  readonly chosen: readonly { readonly seat: number; readonly seq: number; readonly move: Move }[];
}

/**
 * Creates a match for `seats` (seat i is the i-th to join: the creator first)
 * and plays it to the end over REST: whoever must decide reads their own
 * legal moves and plays one `pick` chooses. `more`: the rest of the creation
 * body (visibility, invitations).
 */
export async function playMatch(
  seats: readonly MatchClient[],
  gameId: string,
  options: Record<string, unknown>,
  pick: () => number,
  more: Record<string, unknown> = {},
): Promise<PlayedMatch> {
  const id = await seats[0].create({ ...more, gameId, options, seats: seats.length });
  let match: MatchBody | undefined;
  for (const client of seats.slice(1)) match = (await client.post(`/api/matches/${id}/join`).expect(200)).body.match;
  if (!match) throw new Error('a match needs two seats or more');
  const decisions: NonNullable<MatchBody['decision']>[] = [];
  const chosen: { seat: number; seq: number; move: Move }[] = [];
  for (let decision = match.decision; decision; decision = match.decision) {
    decisions.push(decision);
    const seat = decision.seats[0];
    const mine = await seats[seat].match(id);
    if (mine.decision) decisions.push(mine.decision);
    if (mine.yourSeat !== seat || mine.legalMoves.length === 0)
      throw new Error(`seat ${seat} must decide but is offered no move`);
    const move = mine.legalMoves[Math.floor(pick() * mine.legalMoves.length)];
    chosen.push({ seat, seq: mine.seq, move });
    match = (await seats[seat].post(`/api/matches/${id}/moves`, { expectedSeq: mine.seq, move: move.text }).expect(200))
      .body.match as MatchBody;
  }
  const end = await seats[0].match(id);
  const log: LogEntry[] = await seats[0].log(id);
  return { id, end, log, decisions, chosen };
}

/** The unredacted log of a match: each move as its own seat reads it (a robber sees their discard). */
export async function unredactedMoves(seats: readonly MatchClient[], id: string): Promise<TrueMove[]> {
  const logs: LogEntry[][] = await Promise.all(seats.map((client) => client.log(id)));
  return logs[0].flatMap((e) =>
    e.kind === 'move' && e.seat !== null
      ? [{ seq: e.seq, seat: e.seat, text: logs[e.seat][e.seq].move?.text as string }]
      : [],
  );
}
