import { popeJoan } from '../../engine/games/pope-joan/pope-joan';
import { matchAt } from '../../../test/support/bot-turns';
import { TableSpec, table } from '../../../test/support/pope-joan-table';
import { popeJoanHeuristic } from './pope-joan-heuristic';

/** The heuristic's lead for the eldest (seat 0: seat 2 deals), from that seat's turn as the presenter shows it. */
function lead(spec: Omit<TableSpec, 'players' | 'dealer'>): string {
  const state = table({ ...spec, players: 3, dealer: 2 });
  const turn = matchAt(popeJoan, spec.options ?? {}, 3, state).turn(0);
  expect(turn.decision).toEqual({ seats: [0], kind: 'lead' });
  const chosen = popeJoanHeuristic.choose(turn, () => 0.5);
  expect(turn.legalMoves.map((m) => m.text)).toContain(chosen);
  return chosen;
}

// The board as dressed once: Pope 6, Matrimony 2, Intrigue 2, Ace, King, Queen, Jack and Game 1 each.
const DRESSED = [6, 2, 2, 1, 1, 1, 1, 1];
const OTHERS = [
  ['2S', '3S', '4S', '5S'],
  ['6S', '7S', '8S', '9S'],
];

describe('the Pope Joan heuristic', () => {
  it('leads the Pope when it may', () => {
    const hands = [['3C', '4C', '5C', '9D', 'JS'], ...OTHERS];
    expect(lead({ hands, turnUp: '4C', board: DRESSED })).toBe('9D');
  });

  it('leads a run that surely stops before the lowest of the longest suit', () => {
    // Q♠ K♠ stops at the King and comes back to the leader; the clubs run into hands it cannot see.
    const hands = [['2C', '4C', '6C', 'QS', 'KS'], ...OTHERS.map((h) => h.slice(0, 3))];
    expect(lead({ hands, turnUp: '2C', board: DRESSED })).toBe('QS');
  });

  it('counts a card already played as a stop', () => {
    // The 10♥ is played, so a lead of the 9♥ stops; the 5♥ runs on into a hand it cannot see.
    const hands = [['5H', '9H', '2C', '4C', '6C'], ...OTHERS];
    const played = [{ seat: 1, card: '10H' }];
    expect(lead({ hands, played, turnUp: '2C', options: { leadRule: 'any' }, board: DRESSED })).toBe('9H');
  });

  it('otherwise leads the lowest card of its longest suit', () => {
    const hands = [['2C', '4C', '6C', '3H', '10D'], ...OTHERS];
    expect(lead({ hands, turnUp: '6C', board: DRESSED })).toBe('2C');
  });

  it('prefers the stop that wins the trump honours, Matrimony and Intrigue on the board', () => {
    const hands = [['10S', 'JS', 'QS', 'KS', 'JH', 'QH', 'KH'], ...OTHERS];
    // Clubs trumps: the longer of two sure stops sheds more cards.
    expect(lead({ hands, turnUp: '2C', board: DRESSED })).toBe('10S');
    // Hearts trumps: J♥ Q♥ K♥ win Jack, Queen, King, Matrimony and Intrigue.
    expect(lead({ hands, turnUp: '2H', board: DRESSED })).toBe('JH');
  });
});
