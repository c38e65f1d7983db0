import { Card } from '../../cards/card';
import { Seat } from '../../core/game';

/**
 * A card played, whether as a lead or as a forced follow-on: the decision
 * kind (`lead` or `follow`) says which, so a person types the same `3C`
 * either way. `resign` may come from any seat still in the match at any time.
 */
export type PopeJoanMove =
  | { readonly seat: Seat; readonly type: 'play'; readonly card: Card }
  | { readonly seat: Seat; readonly type: 'resign' };
