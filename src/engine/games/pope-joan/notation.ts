import { formatCard, parseCard } from '../../cards/notation';
import { MoveError, moveError } from '../../core/errors';
import { Seat } from '../../core/game';
import { Result, err, ok } from '../../core/result';
import { PopeJoanMove } from './move';

/** A card in the usual notation (`3C`, `10H`, `9D`) or `resign`. */
export function formatMove(move: PopeJoanMove): string {
  return move.type === 'play' ? formatCard(move.card) : 'resign';
}

/** Parses untrusted text; never throws. Whether the seat may play the card is `apply`'s question. */
export function parseMove(seat: Seat, text: string): Result<PopeJoanMove, MoveError> {
  if (typeof text !== 'string') return err(moveError('MALFORMED_MOVE', 'a move is text'));
  const card = parseCard(text);
  if (card !== undefined) return ok({ seat, type: 'play', card });
  if (text.trim().toLowerCase() === 'resign') return ok({ seat, type: 'resign' });
  return err(moveError('MALFORMED_MOVE', 'expected a card such as 3C, 10H or 9D, or resign'));
}
