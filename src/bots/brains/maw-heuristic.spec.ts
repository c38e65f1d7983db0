import { maw } from '../../engine/games/maw/maw';
import { matchAt } from '../../../test/support/bot-turns';
import { TableSpec, play, table } from '../../../test/support/maw-table';
import { mawHeuristic } from './maw-heuristic';

/** The heuristic's move for the seat awaited after `moves`, from that seat's turn as the presenter shows it. */
function choice(spec: TableSpec, ...moves: string[]): string {
  const players = spec.players ?? 2;
  const options = { fiving: 'off', partnership: players === 4, ...spec.options };
  const state = play(table({ ...spec, options }), ...moves);
  const turn = matchAt(maw, options, players, state).turn(state.turn);
  const chosen = mawHeuristic.choose(turn, () => 0.5);
  expect(turn.legalMoves.map((m) => m.text)).toContain(chosen);
  return chosen;
}

// Clubs are trumps (the 9♣ turned up) unless said otherwise; seat 1 deals, so seat 0 leads.
const OTHER = ['2D', '4D', '6D', '7D', '8D'];

describe('the Maw heuristic', () => {
  it('draws trumps when it holds the top of them', () => {
    expect(choice({ dealer: 1, hands: [['AH', '3D', '5C', '4H', '6S'], OTHER], stock: ['9C'] })).toBe('5C');
  });

  it('leads low and keeps its trumps when it does not hold the top one', () => {
    expect(choice({ dealer: 1, hands: [['JC', '3D', '9D', 'QH', '6S'], OTHER], stock: ['9C'] })).toBe('3D');
  });

  it('follows with its lowest legal card when the trick is lost', () => {
    const hands = [
      ['KD', '3S', '4S', '6S', '7S'],
      ['QD', '2D', '5H', 'JS', '3H'],
    ];
    expect(choice({ dealer: 1, hands, stock: ['9C'] }, 'KD')).toBe('2D');
  });

  it('wins a trick with its cheapest winning card', () => {
    // Black plain suits run K Q J A 2 3 … 10: the 6♠ and the K♠ beat the 7♠, the 10♠ does not.
    const hands = [
      ['7S', '3D', '4D', '6D', 'JD'],
      ['10S', 'KS', '6S', '2H', '3H'],
    ];
    expect(choice({ dealer: 1, hands, stock: ['9C'] }, '7S')).toBe('6S');
  });

  it('as the last to play wins with the five fingers when nothing cheaper wins', () => {
    const hands = [
      ['9D', '3D', '4D', '6D', 'JD'],
      ['5C', '4S', 'JS', '3H', '2H'],
    ];
    expect(choice({ dealer: 1, hands, stock: ['9C'] }, '9D')).toBe('5C');
  });

  // Seat 3 deals: seat 0 leads, partnered by seat 2, against seats 1 and 3.
  const FOUR = [
    ['KH', 'KS', '9D', '3D', '4D'],
    ['5C', '4S', 'JS', '3H', '2H'],
    ['6H', '6S', '2D', '5D', '6D'],
    ['7H', '7S', '8D', '10D', 'JD'],
  ];

  it('keeps the five fingers, while its partner is still to play, on a trick that decides nothing', () => {
    expect(choice({ players: 4, dealer: 3, hands: FOUR, stock: ['9C'] }, '9D')).toBe('2H');
  });

  it('spends the five fingers on a trick that would give the other side its third', () => {
    const tricks = ['KH', '2H', '6H', '7H', 'KS', '4S', '6S', '7S', '9D'];
    expect(choice({ players: 4, dealer: 3, hands: FOUR, stock: ['9C'] }, ...tricks)).toBe('5C');
  });

  it('does not overtake a partner’s winning card', () => {
    const hands = [
      ['QD', '3S', '4S', '6S', '7S'],
      ['2D', '8S', '9S', '10S', '4H'],
      ['KD', '3D', '6H', '7H', '8H'],
      ['5D', '6D', '7D', '9H', '10H'],
    ];
    expect(choice({ players: 4, dealer: 3, hands, stock: ['9C'] }, 'QD', '2D')).toBe('3D');
  });

  it('robs the turn-up with the Ace of trumps, putting its worst card under the stock', () => {
    expect(choice({ dealer: 1, hands: [['AC', '3D', 'KS', 'QH', '6H'], OTHER], stock: ['9C'] })).toBe('rob 3D');
  });

  it('asks to five a hand without trumps, and keeps one holding the top of them', () => {
    const options = { fiving: 'once' };
    expect(choice({ dealer: 1, hands: [['3D', 'KS', 'QH', '6H', '2S'], OTHER], stock: ['9C'], options })).toBe('five');
    expect(choice({ dealer: 1, hands: [['5C', 'KS', 'QH', '6H', '2S'], OTHER], stock: ['9C'], options })).toBe(
      'nofive',
    );
  });

  it('as dealer accepts fiving when weak in trumps and refuses when strong', () => {
    const options = { fiving: 'once' };
    const weak = [
      ['3D', 'KS', 'QH', '6H', '2S'],
      ['2D', '4D', '6D', '7D', '8D'],
    ];
    expect(choice({ dealer: 1, hands: weak, stock: ['9C'], options }, 'five')).toBe('accept');
    const strong = [
      ['3D', 'KS', 'QH', '6H', '2S'],
      ['JC', '2C', '6D', '7D', '8D'],
    ];
    expect(choice({ dealer: 1, hands: strong, stock: ['9C'], options }, 'five')).toBe('refuse');
  });
});
