import { formatCard, parseCard } from '../../cards/notation';
import { MoveError, moveError } from '../../core/errors';
import { Seat, Viewer } from '../../core/game';
import { Result, err, ok } from '../../core/result';
import { MawMove, SimpleMoveType } from './move';

/**
 * Move text: `five`, `nofive`, `accept`, `refuse`, `norob`, `resign`,
 * `rob 3D` (take the turn-up, put 3D under the stock), and a bare card such
 * as `5H` or `10C` to play it. Parsing ignores case and extra spaces and
 * accepts `T` for 10 and the suit symbols.
 */
const SIMPLE: ReadonlySet<string> = new Set<SimpleMoveType>(['five', 'nofive', 'accept', 'refuse', 'norob', 'resign']);

export function formatMove(move: MawMove): string {
  switch (move.type) {
    case 'play':
      return formatCard(move.card);
    case 'rob':
      return `rob ${formatCard(move.discard)}`;
    default:
      return move.type;
  }
}

// The text is not echoed back: an error message names no card the mover may not see.
const MALFORMED = moveError(
  'MALFORMED_MOVE',
  'cannot read that as a Maw move: a card (rank then suit letter), rob and a card, five, nofive, accept, refuse, norob or resign',
);

export function parseMove(seat: Seat, text: string): Result<MawMove, MoveError> {
  if (typeof text !== 'string') return err(MALFORMED);
  if (SIMPLE.has(text)) return ok({ seat, type: text as SimpleMoveType });
  const card = parseCard(text);
  if (card !== undefined) return ok({ seat, type: 'play', card });
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length === 1 && SIMPLE.has(words[0])) return ok({ seat, type: words[0] as SimpleMoveType });
  if (words.length === 2 && words[0] === 'rob') {
    const discard = parseCard(words[1]);
    if (discard !== undefined) return ok({ seat, type: 'rob', discard });
  }
  return err(MALFORMED);
}

/** The robber's discard is hidden from everyone else, in the log as at the table. */
export function redactMove(move: MawMove, viewer: Viewer): string {
  return move.type === 'rob' && viewer !== move.seat ? 'rob ??' : formatMove(move);
}
