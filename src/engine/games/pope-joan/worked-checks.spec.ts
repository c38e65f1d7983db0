import { formatCards } from '../../cards/notation';
import { Card } from '../../cards/card';
import { PopeJoanMove } from './move';
import { popeJoan } from './pope-joan';
import { GAME, KING_BOX, MATRIMONY, POPE_BOX, QUEEN_BOX } from './compartments';
import { dealCards, dealingOrder, dress } from './deal';
import { readDeal } from './deal-record';
import { PopeJoanState } from './state';
import { c, table } from '../../../../test/support/pope-joan-table';
import { testSeed } from '../../../../test/support/random-playout';
import { seedOf } from '../../random/seed';

/** Applies card texts in order, each by the seat the engine says must move. */
function playAll(state: PopeJoanState, ...cards: string[]): PopeJoanState {
  let s = state;
  for (const text of cards) {
    const seat = popeJoan.decision(s)?.seats[0];
    if (seat === undefined) throw new Error('no decision');
    const next = popeJoan.apply(s, { seat, type: 'play', card: c(text) });
    if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}

function leads(state: PopeJoanState, seat: number): string[] {
  return formatCards(
    popeJoan.legalMoves(state, seat).map((m: PopeJoanMove) => (m.type === 'play' ? m.card : -1) as Card),
  );
}

describe('Pope Joan worked checks (pope-joan.md)', () => {
  it('dressing by the dealer: the dealer pays 15 and the board gains 6/2/2/1/1/1/1/1', () => {
    const counters = [20, 20, 20, 20];
    const board = [0, 3, 0, 0, 0, 0, 0, 0];
    dress(counters, board, [0, 1, 2, 3], 2, 'dealer');
    expect(counters).toEqual([20, 20, 5, 20]);
    expect(board).toEqual([6, 5, 2, 1, 1, 1, 1, 1]);
  });

  it('dressing at the start of a match comes from the dealer alone', () => {
    // A seed whose first turn-up wins the dealer nothing, so only the dressing shows.
    for (let i = 0; ; i++) {
      const s = popeJoan.setup({ players: 4, seed: testSeed(i) });
      if (!s.ok) throw new Error(s.error.message);
      const st = s.value;
      if (st.board.reduce((a, b) => a + b, 0) !== 15) continue;
      expect(st.board).toEqual([6, 2, 2, 1, 1, 1, 1, 1]);
      expect(st.counters.filter((x, seat) => seat !== st.deal.dealer && x === 20)).toHaveLength(3);
      expect(st.counters[st.deal.dealer]).toBe(5);
      return;
    }
  });

  it('with 3 players the 51 cards make hands of 13/13/13/12 in dealing order', () => {
    const order = dealingOrder([0, 1, 2], 1);
    expect(order).toEqual([2, 0, 1, -1]);
    const dealt = dealCards(seedOf(testSeed(3)), 1, 3, order, false);
    expect(order.map((h) => (h === -1 ? dealt.deadSize : dealt.handSizes[h]))).toEqual([13, 13, 13, 12]);
  });

  it('leading from 3C 7C AS 9S: 3C or AS under lowestOfSuit, only AS under lowestInHand', () => {
    const hands = [['3C', '7C', 'AS', '9S'], ['4C'], ['KH']];
    const state = table({ players: 3, dealer: 2, hands, turnUp: 'KH' });
    expect(leads(state, 0)).toEqual(['3C', 'AS']);
    const lowest = table({ players: 3, dealer: 2, hands, turnUp: 'KH', options: { leadRule: 'lowestInHand' } });
    expect(leads(lowest, 0)).toEqual(['AS']);
  });

  it('playing K and Q of trumps wins King, Queen and Matrimony', () => {
    const state = table({
      players: 3,
      dealer: 2,
      hands: [['QH', 'KH', '2C'], ['3C'], ['5S', '4H']],
      turnUp: '4H',
      board: [0, 7, 0, 0, 3, 4, 0, 0],
    });
    const after = playAll(state, 'QH', 'KH');
    expect(after.counters[0] - state.counters[0]).toBe(3 + 4 + 7);
    expect(after.board[KING_BOX] + after.board[QUEEN_BOX] + after.board[MATRIMONY]).toBe(0);
  });

  it('if the QH was the turn-up, playing K and Q still wins Matrimony (the Queen went to the dealer)', () => {
    const state = table({
      players: 3,
      dealer: 2,
      hands: [['QH', 'KH', '2C'], ['3C'], ['5S']],
      turnUp: 'QH',
      board: [0, 7, 0, 0, 3, 4, 0, 0],
    });
    const after = playAll(state, 'QH', 'KH');
    expect(after.counters[0] - state.counters[0]).toBe(3 + 7);
    expect(after.board[QUEEN_BOX]).toBe(4);
  });

  it('going out against hands of 3 and 5 cards (the 5 holding the unplayed Pope) wins 3 counters plus Game', () => {
    const state = table({
      players: 3,
      dealer: 2,
      hands: [['2C'], ['4S', '6S', '8S'], ['9D', 'JS', '3H', '5H', '7H']],
      turnUp: '7H',
      board: [6, 2, 2, 1, 1, 1, 1, 5],
      // Everyone has dealt their one deal, so the match ends with this one and no new dressing muddles the sums.
      options: { deals: 1 },
      dealsDealt: [1, 1, 1],
    });
    const after = playAll(state, '2C');
    expect(readDeal(after.record[0])).toMatchObject({ outcome: 'wentOut', winner: 0 });
    expect(after.counters).toEqual([20 + 3 + 5, 17, 20]);
    expect(after.board[GAME]).toBe(0);
    expect(after.board[POPE_BOX]).toBe(6);
    expect(after.over).toBe('DEALS_PLAYED');
  });
});
