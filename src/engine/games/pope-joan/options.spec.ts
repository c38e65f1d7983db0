import { Card } from '../../cards/card';
import { formatCards } from '../../cards/notation';
import { GAME, MATRIMONY } from './compartments';
import { dress } from './deal';
import { PopeJoanOptions } from './options';
import { POPE } from './pack';
import { readDeal } from './deal-record';
import { popeJoan } from './pope-joan';
import { DEAD, PopeJoanState } from './state';
import { c, start, startWhere, table } from '../../../../test/support/pope-joan-table';

function move(state: PopeJoanState, seat: number, text: string): PopeJoanState {
  const parsed = popeJoan.parseMove(seat, text);
  const next = parsed.ok ? popeJoan.apply(state, parsed.value) : parsed;
  if (!next.ok) throw new Error(`${seat} ${text}: ${next.error.message}`);
  return next.value;
}

function leads(state: PopeJoanState, seat: number): string[] {
  return formatCards(popeJoan.legalMoves(state, seat).map((m) => (m.type === 'play' ? m.card : -1) as Card));
}

describe('Pope Joan options', () => {
  it('declares every option with its default', () => {
    const resolved = popeJoan.resolveOptions({});
    const defaults: PopeJoanOptions = {
      startingCounters: 20,
      dressing: 'dealer',
      dealerSeesDeadHand: false,
      turnUpToDeadHand: false,
      popeTurnUp: 'stake',
      leadRule: 'lowestOfSuit',
      newSuitAfterStop: false,
      splitPairs: false,
      popeHolderPays: 'nothing',
      deals: 2,
      replaceWithBot: false,
    };
    expect(resolved).toEqual({ ok: true, value: defaults });
    for (const spec of popeJoan.options) expect(spec.description.length).toBeGreaterThan(10);
  });

  it('startingCounters: each player starts with them (5–1000)', () => {
    const s = start(5, 0, { startingCounters: 100 });
    expect(s.counters.filter((x) => x === 100)).toHaveLength(4);
    expect(s.counters.reduce((a, b) => a + b, 0) + s.board.reduce((a, b) => a + b, 0)).toBe(500);
    for (const bad of [4, 1001, 20.5, '20']) {
      expect(popeJoan.resolveOptions({ startingCounters: bad })).toMatchObject({
        ok: false,
        error: { code: 'INVALID_OPTION', option: 'startingCounters' },
      });
    }
  });

  it('dressing shared: 15 split evenly, the dealer paying the remainder', () => {
    const four = [20, 20, 20, 20];
    dress(four, new Array<number>(8).fill(0), [0, 1, 2, 3], 1, 'shared');
    expect(four).toEqual([17, 14, 17, 17]);
    const eight = new Array<number>(8).fill(20);
    dress(eight, new Array<number>(8).fill(0), [0, 1, 2, 3, 4, 5, 6, 7], 7, 'shared');
    expect(eight).toEqual([19, 19, 19, 19, 19, 19, 19, 12]);
    const three = [20, 20, 20];
    dress(three, new Array<number>(8).fill(0), [0, 1, 2], 0, 'shared');
    expect(three).toEqual([15, 15, 15]);
  });

  it('dealerSeesDeadHand: the dealer alone sees the dead hand', () => {
    const hidden = start(4, 2);
    expect(popeJoan.view(hidden, hidden.deal.dealer).deadHand).toBeNull();
    const s = start(4, 2, { dealerSeesDeadHand: true });
    const dead = s.deal.place.flatMap((p, card) => (p === DEAD ? [card] : []));
    expect(popeJoan.view(s, s.deal.dealer).deadHand).toEqual(formatCards(dead));
    expect(popeJoan.view(s, s.deal.eldest).deadHand).toBeNull();
    expect(popeJoan.view(s, 'spectator').deadHand).toBeNull();
  });

  it('turnUpToDeadHand: the turn-up always falls to the dead hand', () => {
    for (let i = 0; i < 10; i++) {
      const s = start(3, i, { turnUpToDeadHand: true });
      expect(s.deal.turnUpHolder).toBe(DEAD);
      expect(s.deal.place[s.deal.turnUp]).toBe(DEAD);
      // Dealt 13/13/12 to eldest, second and dealer, and 13 to the dead hand (its last card out of rotation).
      expect(s.deal.handSizes[s.deal.eldest]).toBe(13);
      expect(s.deal.handSizes[s.deal.dealer]).toBe(12);
      expect(s.deal.deadSize).toBe(13);
    }
  });

  it('popeTurnUp stake: a turned-up Pope wins the dealer the Pope and play goes on', () => {
    const s = startWhere(4, (st) => st.deal.turnUp === POPE);
    expect(s.counters[s.deal.dealer]).toBe(20 - 15 + 6);
    expect(s.board[0]).toBe(0);
    expect(popeJoan.decision(s)).toEqual({ seats: [s.deal.eldest], kind: 'lead' });
    expect(s.record).toHaveLength(0);
  });

  it('popeTurnUp endsDeal: the dealer takes Pope and Game, the deal is void and the next player deals', () => {
    const s = startWhere(4, (st) => st.record.length === 1, { popeTurnUp: 'endsDeal' });
    const voided = readDeal(s.record[0]);
    expect(voided).toMatchObject({ outcome: 'popeTurnUp', turnUp: POPE, plays: [] });
    expect(s.counters[voided.dealer]).toBe(20 - 15 + 6 + 1);
    expect(s.deal.number).toBe(2);
    expect(s.deal.dealer).toBe((voided.dealer + 1) % 4);
  });

  it('popeTurnUp hoyle: the dealer also takes one counter from each player for every card dealt to them', () => {
    const s = startWhere(4, (st) => st.record.length === 1, { popeTurnUp: 'hoyle' });
    const voided = readDeal(s.record[0]);
    const hands = voided.hands;
    const dealtToOthers = hands.reduce((sum, h, seat) => sum + (seat === voided.dealer ? 0 : h.length), 0);
    expect(dealtToOthers).toBe(51 - voided.deadHand.length - hands[voided.dealer].length);
    expect(s.counters[voided.dealer]).toBe(20 - 15 + 6 + 1 + dealtToOthers);
    expect(voided.outcome).toBe('popeTurnUp');
  });

  it('leadRule any: any card in hand may be led', () => {
    const s = table({
      players: 3,
      dealer: 2,
      hands: [['3C', '7C', 'AS', '9S'], ['4C'], ['KH']],
      turnUp: 'KH',
      options: { leadRule: 'any' },
    });
    expect(leads(s, 0)).toEqual(['3C', '7C', 'AS', '9S']);
  });

  it('leadRule lowestInHand: equal lowest ranks leave the leader the choice of suit', () => {
    const s = table({
      players: 3,
      dealer: 2,
      hands: [['2C', '2H', '5S'], ['4C'], ['KH']],
      turnUp: 'KH',
      options: { leadRule: 'lowestInHand' },
    });
    expect(leads(s, 0)).toEqual(['2C', '2H']);
    expect(popeJoan.apply(s, { seat: 0, type: 'play', card: c('5S') })).toMatchObject({
      ok: false,
      error: { reason: 'MUST_LEAD_LOWEST' },
    });
  });

  it('newSuitAfterStop: after a stop the leader must change suit unless they hold no other', () => {
    // 4C lies dead, so the run 2C 3C stops with seat 0, who leads again.
    const hands = [['2C', '3C', '6C', '5H'], ['9C'], ['KH', 'QD']];
    const rule = { newSuitAfterStop: true };
    const stopped = move(move(table({ players: 3, dealer: 2, hands, turnUp: 'KH', options: rule }), 0, '2C'), 0, '3C');
    expect(popeJoan.decision(stopped)).toEqual({ seats: [0], kind: 'lead' });
    expect(leads(stopped, 0)).toEqual(['5H']);
    expect(popeJoan.apply(stopped, { seat: 0, type: 'play', card: c('6C') })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', reason: 'MUST_CHANGE_SUIT' },
    });
    const free = move(move(table({ players: 3, dealer: 2, hands, turnUp: 'KH' }), 0, '2C'), 0, '3C');
    expect(leads(free, 0)).toEqual(['6C', '5H']);
    const onlyClubs = table({
      players: 3,
      dealer: 2,
      hands: [['6C', '9C'], ['3S'], ['KH']],
      turnUp: 'KH',
      options: rule,
      stopSuit: 0,
    });
    expect(leads(onlyClubs, 0)).toEqual(['6C']);
  });

  it('splitPairs: Matrimony played by two players is split, the odd counter staying', () => {
    // Hearts are trumps (seat 2's 4H); seat 0 leads QH and seat 1 must follow with KH.
    const spec = {
      players: 3,
      dealer: 2,
      hands: [
        ['QH', '3S'],
        ['KH', '5S'],
        ['7S', '4H'],
      ],
      turnUp: '4H',
      board: [0, 5, 0, 0, 0, 0, 0, 0],
    };
    const split = move(move(table({ ...spec, options: { splitPairs: true } }), 0, 'QH'), 1, 'KH');
    expect(split.board[MATRIMONY]).toBe(1);
    expect(split.counters.map((x) => x - 20)).toEqual([2, 2, 0]);
    const whole = move(move(table(spec), 0, 'QH'), 1, 'KH');
    expect(whole.board[MATRIMONY]).toBe(5);
    expect(whole.counters).toEqual([20, 20, 20]);
  });

  it('splitPairs: a player who resigned after playing the first card of a pair takes no half', () => {
    // Hearts are trumps; seat 0 leads KH (a stop), resigns, and seat 1 then leads QH.
    const spec = {
      players: 4,
      dealer: 3,
      hands: [
        ['KH', '3S'],
        ['QH', '5S'],
        ['7S', '6S'],
        ['8S', '4H'],
      ],
      turnUp: '4H',
      board: [0, 5, 0, 0, 0, 0, 0, 0],
    };
    const kingPlayed = move(table({ ...spec, options: { splitPairs: true } }), 0, 'KH');
    const resigned = popeJoan.apply(kingPlayed, { seat: 0, type: 'resign' });
    if (!resigned.ok) throw new Error(resigned.error.message);
    const after = move(resigned.value, 1, 'QH');
    expect(after.counters[0]).toBe(0);
    expect(after.counters[1]).toBe(22);
    expect(after.board[MATRIMONY]).toBe(3);
  });

  it('popeHolderPays double: the holder of the unplayed Pope pays twice', () => {
    const hands = [['2C'], ['4S', '6S', '8S'], ['9D', 'JS', '3H', '5H', '7H']];
    const base = { players: 3, dealer: 2, hands, turnUp: '7H', options: { deals: 1 }, dealsDealt: [1, 1, 1] };
    const double = move(table({ ...base, options: { deals: 1, popeHolderPays: 'double' } }), 0, '2C');
    expect(double.counters).toEqual([20 + 3 + 10, 17, 10]);
    const exempt = move(table(base), 0, '2C');
    expect(exempt.counters).toEqual([23, 17, 20]);
    expect(exempt.board[GAME]).toBe(0);
  });
});
