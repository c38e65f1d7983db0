import { Card } from '../../cards/card';
import { Seat } from '../../core/game';

export type SimpleMoveType = 'five' | 'nofive' | 'accept' | 'refuse' | 'norob' | 'resign';

/**
 * A Maw move. `rob` takes the turn-up into the hand and puts `discard` face
 * down under the stock; `play` plays a card to the trick.
 */
export type MawMove =
  | { readonly seat: Seat; readonly type: SimpleMoveType }
  | { readonly seat: Seat; readonly type: 'rob'; readonly discard: Card }
  | { readonly seat: Seat; readonly type: 'play'; readonly card: Card };
