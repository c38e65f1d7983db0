import { ACE, JACK, KING, QUEEN, rankOf, suitOf } from '../../cards/card';
import { ACE_BOX, GAME, JACK_BOX, KING_BOX, MATRIMONY, QUEEN_BOX } from './compartments';
import { dress } from './deal';
import { readDeal } from './deal-record';
import { popeJoan } from './pope-joan';
import { PopeJoanState } from './state';
import { c, table } from '../../../../test/support/pope-joan-table';
import { randomPlayout, testSeed, xorshift } from '../../../../test/support/random-playout';
import { start, startWhere } from '../../../../test/support/pope-joan-table';

function move(state: PopeJoanState, seat: number, text: string): PopeJoanState {
  const parsed = popeJoan.parseMove(seat, text);
  const next = parsed.ok ? popeJoan.apply(state, parsed.value) : parsed;
  if (!next.ok) throw new Error(`${seat} ${text}: ${next.error.message}`);
  return next.value;
}

const HONOUR_BOX = { [ACE]: ACE_BOX, [KING]: KING_BOX, [QUEEN]: QUEEN_BOX, [JACK]: JACK_BOX } as Record<number, number>;

describe('Pope Joan deal (rules 1–4)', () => {
  it('setup refuses a bad player count, a bad seed and bad options', () => {
    expect(popeJoan.setup({ players: 2, seed: testSeed(0) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PLAYER_COUNT' },
    });
    expect(popeJoan.setup({ players: 9, seed: testSeed(0) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PLAYER_COUNT' },
    });
    expect(popeJoan.setup({ players: 4, seed: new Uint8Array(16) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_SEED' },
    });
    expect(popeJoan.setup({ players: 4, seed: testSeed(0), options: { pope: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_OPTION' },
    });
    const defaults = popeJoan.resolveOptions({});
    if (!defaults.ok) throw new Error(defaults.error.message);
    expect(popeJoan.seatCounts(defaults.value)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('the first dealer is drawn from the seed; the eldest, left of the dealer, leads first', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = start(5, i);
      dealers.add(s.deal.dealer);
      expect(s.deal.eldest).toBe((s.deal.dealer + 1) % 5);
      expect(popeJoan.decision(s)).toEqual({ seats: [s.deal.eldest], kind: 'lead' });
    }
    expect(dealers.size).toBe(5);
  });

  it('the turn-up is the last card dealt: its suit is trumps and it stays in the hand it fell to', () => {
    const s = start(4, 1);
    expect(s.deal.trumps).toBe(suitOf(s.deal.turnUp));
    expect(s.deal.place[s.deal.turnUp]).toBe(s.deal.turnUpHolder);
    // Without turnUpToDeadHand the 51st card of 4+1 hands falls to the 51 mod 5 = 1st hand, the eldest.
    expect(s.deal.turnUpHolder).toBe(s.deal.eldest);
  });

  it('a turned-up Ace, King, Queen or Jack wins its compartment for the dealer at once', () => {
    const s = startWhere(4, (st) => [ACE, KING, QUEEN, JACK].includes(rankOf(st.deal.turnUp)));
    const box = HONOUR_BOX[rankOf(s.deal.turnUp)];
    expect(s.board[box]).toBe(0);
    expect(s.counters[s.deal.dealer]).toBe(20 - 15 + 1);
    expect(popeJoan.decision(s)?.kind).toBe('lead');
  });

  it('a dealer who cannot pay the whole dressing pays what they can; the rest is not added', () => {
    const counters = [4, 20, 20];
    const board = [0, 0, 0, 0, 0, 0, 0, 0];
    dress(counters, board, [0, 1, 2], 0, 'dealer');
    expect(counters).toEqual([0, 20, 20]);
    expect(board).toEqual([4, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('the deal passes to the left and counters not won stay on the board under the new dressing', () => {
    const s = table({
      players: 4,
      dealer: 1,
      hands: [['5S'], ['6S'], ['2C'], ['4H']],
      turnUp: '4H',
      board: [0, 4, 0, 0, 0, 0, 0, 3],
    });
    const after = move(s, 2, '2C');
    expect(after.record).toHaveLength(1);
    expect(after.deal.dealer).toBe(2);
    expect(after.deal.eldest).toBe(3);
    expect(after.deal.number).toBe(2);
    expect(after.board[MATRIMONY]).toBe(4 + 2);
  });
});

describe('Pope Joan match (rules 11–13)', () => {
  it('a player who owes more than they have pays what they have and takes no part in later deals', () => {
    const s = table({
      players: 4,
      dealer: 3,
      hands: [['2C'], ['4S', '6S', '8S'], ['5H'], ['7H']],
      turnUp: '7H',
      counters: [20, 2, 20, 18],
      board: [0, 0, 0, 0, 0, 0, 0, 0],
    });
    const after = move(s, 0, '2C');
    expect(after.status).toEqual(['playing', 'bankrupt', 'playing', 'playing']);
    // Seat 1 paid the 2 it had; seat 0 then deals the next deal (the dressing) without seat 1.
    expect(after.deal.dealer).toBe(0);
    expect(after.deal.dealtIn).toEqual([true, false, true, true]);
    expect(after.deal.handSizes[1]).toBe(0);
    expect(after.deal.eldest).toBe(2);
    expect(after.counters.reduce((a, b) => a + b, 0) + after.board.reduce((a, b) => a + b, 0)).toBe(60);
  });

  it('the match ends when fewer than three players have counters', () => {
    const s = table({
      players: 3,
      dealer: 2,
      hands: [['2C'], ['4S', '6S', '8S'], ['5H']],
      turnUp: '5H',
      counters: [20, 2, 18],
      board: [0, 0, 0, 0, 0, 0, 0, 0],
    });
    const after = move(s, 0, '2C');
    expect(after.over).toBe('TOO_FEW_PLAYERS');
    expect(popeJoan.decision(after)).toBeNull();
    expect(popeJoan.result(after)).toEqual({
      reason: 'TOO_FEW_PLAYERS',
      standings: [
        { seat: 0, rank: 1, score: 23 },
        { seat: 1, rank: 3, score: 0 },
        { seat: 2, rank: 2, score: 17 },
      ],
    });
  });

  it('equal counters share a rank', () => {
    const s = {
      ...table({ players: 4, hands: [['2C'], ['3C'], ['4C'], ['5C']], turnUp: '5C', counters: [10, 30, 10, 30] }),
      over: 'DEALS_PLAYED' as const,
    };
    expect(popeJoan.result(s)?.standings.map((x) => x.rank)).toEqual([3, 1, 3, 1]);
  });

  it('the match lasts until each player has dealt `deals` times', () => {
    for (const deals of [1, 3]) {
      const { states } = randomPlayout(popeJoan, {
        players: 4,
        seed: testSeed(deals),
        options: { deals, startingCounters: 1000 },
        random: xorshift(deals),
        keepStates: true,
      });
      const end: PopeJoanState = states[states.length - 1];
      expect(end.over).toBe('DEALS_PLAYED');
      expect(end.dealsDealt).toEqual([deals, deals, deals, deals]);
      expect(end.record).toHaveLength(4 * deals);
      expect(popeJoan.result(end)?.reason).toBe('DEALS_PLAYED');
    }
  });

  it('no result while the match goes on', () => {
    expect(popeJoan.result(start(3, 0))).toBeNull();
  });
});

describe('Pope Joan resign', () => {
  const base = {
    players: 4,
    dealer: 3,
    hands: [
      ['2C', '6H'],
      ['3C', '9S'],
      ['4C', 'JS'],
      ['5C', '7H'],
    ],
    turnUp: '7H',
    counters: [20, 12, 20, 8],
    board: [6, 2, 2, 1, 1, 1, 1, 1],
  };

  it('puts the resigner’s counters on Game and turns their hand dead: its cards become stops', () => {
    const s = move(move(table(base), 0, '2C'), 1, '3C');
    expect(popeJoan.decision(s)).toEqual({ seats: [2], kind: 'follow' });
    const after = move(s, 3, 'resign');
    expect(after.status[3]).toBe('resigned');
    expect(after.counters[3]).toBe(0);
    expect(after.board[GAME]).toBe(1 + 8);
    // 5C is dead now: after 4C the run stops and seat 2 leads.
    const stopped = move(after, 2, '4C');
    expect(popeJoan.decision(stopped)).toEqual({ seats: [2], kind: 'lead' });
    expect(popeJoan.apply(stopped, { seat: 3, type: 'resign' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', reason: 'NOT_IN_MATCH' },
    });
  });

  it('when the resigner was due to lead, the next live player to the left leads', () => {
    const after = move(table(base), 0, 'resign');
    expect(popeJoan.decision(after)).toEqual({ seats: [1], kind: 'lead' });
  });

  it('when the resigner was due to follow, the run stops and the last card’s player leads', () => {
    const s = move(table(base), 0, '2C');
    const after = move(s, 1, 'resign');
    expect(popeJoan.decision(after)).toEqual({ seats: [0], kind: 'lead' });
  });

  it('a resigner who played the last card and had to follow passes the lead to their left', () => {
    const s = table({ ...base, hands: [['2C', '6H'], ['3C', '4C', '9S'], ['JS'], ['5C', '7H']] });
    const mid = move(move(s, 0, '2C'), 1, '3C');
    expect(popeJoan.decision(mid)).toEqual({ seats: [1], kind: 'follow' });
    expect(popeJoan.decision(move(mid, 1, 'resign'))).toEqual({ seats: [2], kind: 'lead' });
  });

  it('leaving fewer than three players ends the match; the deal is abandoned into the record', () => {
    const s = table({
      ...base,
      players: 3,
      hands: base.hands.slice(0, 3),
      counters: [20, 12, 28],
      board: [0, 0, 0, 0, 0, 0, 0, 0],
      turnUp: '9S',
    });
    const after = move(s, 1, 'resign');
    expect(after.over).toBe('TOO_FEW_PLAYERS');
    const abandoned = readDeal(after.record[0]);
    expect(abandoned).toMatchObject({ outcome: 'abandoned', winner: null });
    expect(abandoned.hands[1]).toEqual([c('3C'), c('9S')]);
    expect(after.board[GAME]).toBe(12);
  });
});
