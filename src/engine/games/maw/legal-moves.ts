import { Seat } from '../../core/game';
import { playableCards } from './follow';
import { MawMove } from './move';
import { mayRob } from './robbing';
import { MawState } from './state';

/**
 * The moves `seat` may make now; empty unless it is that seat's decision.
 * `resign` is always possible while the set runs and is not listed.
 */
export function legalMoves(state: MawState, seat: Seat): MawMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  const hand = state.deal.hands[seat];
  switch (state.phase) {
    case 'five':
      return [
        { seat, type: 'five' },
        { seat, type: 'nofive' },
      ];
    case 'accept':
      return [
        { seat, type: 'accept' },
        { seat, type: 'refuse' },
      ];
    case 'rob':
      return [...hand.map((discard): MawMove => ({ seat, type: 'rob', discard })), { seat, type: 'norob' }];
    case 'play': {
      const plays = playableCards(hand, state.deal.trick[0], state.deal.trumps, state.options).map((card): MawMove => ({
        seat,
        type: 'play',
        card,
      }));
      return mayRob(state, seat)
        ? [...plays, ...hand.map((discard): MawMove => ({ seat, type: 'rob', discard }))]
        : plays;
    }
  }
}
