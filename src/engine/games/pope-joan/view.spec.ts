import { popeJoan } from './pope-joan';
import { PopeJoanState } from './state';
import { table } from '../../../../test/support/pope-joan-table';

function move(state: PopeJoanState, seat: number, text: string): PopeJoanState {
  const parsed = popeJoan.parseMove(seat, text);
  const next = parsed.ok ? popeJoan.apply(state, parsed.value) : parsed;
  if (!next.ok) throw new Error(`${seat} ${text}: ${next.error.message}`);
  return next.value;
}

const SPEC = {
  players: 3,
  dealer: 2,
  hands: [
    ['2C', '6C', 'QS'],
    ['3C', 'KS', 'JD'],
    ['5C', '9D', '4H'],
  ],
  turnUp: '4H',
  counters: [20, 20, 5],
  board: [6, 2, 2, 1, 1, 1, 1, 1],
  options: { deals: 1 },
  dealsDealt: [1, 1, 1],
};
const STATE = table(SPEC);

describe('Pope Joan view', () => {
  it('shows a seat the public table and its own hand, nothing of other hands or the dead hand', () => {
    const s = move(STATE, 0, '2C');
    expect(popeJoan.view(s, 1)).toEqual({
      viewer: 1,
      players: 3,
      counters: [20, 20, 5],
      status: ['playing', 'playing', 'playing'],
      board: { pope: 6, matrimony: 2, intrigue: 2, ace: 1, king: 1, queen: 1, jack: 1, game: 1 },
      deal: 1,
      dealer: 2,
      eldest: 0,
      trumps: 'H',
      turnUp: { card: '4H', holder: 2 },
      plays: [{ seat: 0, card: '2C' }],
      handSizes: [2, 3, 3],
      deadHandSize: 51 - 9,
      live: [true, true, true],
      decision: { seats: [1], kind: 'follow' },
      hand: ['3C', 'JD', 'KS'],
      deadHand: null,
      record: [],
      over: null,
      result: null,
    });
  });

  it('shows a spectator no hand at all', () => {
    const v = popeJoan.view(STATE, 'spectator');
    expect(v.hand).toBeNull();
    expect(v.deadHand).toBeNull();
    expect(v.decision).toEqual({ seats: [0], kind: 'lead' });
  });

  it('makes a finished deal’s remaining hands and dead hand public in the record', () => {
    const s = table({ ...SPEC, hands: [['2C'], ['3S', 'KS'], ['5C', '9D', '4H']] });
    const end = move(s, 0, '2C');
    const v = popeJoan.view(end, 'spectator');
    expect(v.over).toBe('DEALS_PLAYED');
    expect(v.record).toHaveLength(1);
    expect(v.record[0]).toMatchObject({
      deal: 1,
      dealer: 2,
      trumps: 'H',
      turnUp: { card: '4H', holder: 2 },
      outcome: 'wentOut',
      winner: 0,
      plays: [{ seat: 0, card: '2C' }],
      hands: [[], ['3S', 'KS'], ['5C', '9D', '4H']],
    });
    expect(v.record[0].deadHand).toHaveLength(51 - 6);
    expect(v.result?.reason).toBe('DEALS_PLAYED');
    // Once the deal is over nobody has a hand in play: the record is where the cards are.
    expect(popeJoan.view(end, 1).hand).toBeNull();
  });

  it('marks a turn-up lying in the dead hand as the dead hand’s', () => {
    const s = table({ ...SPEC, turnUp: '7S' });
    expect(popeJoan.view(s, 0).turnUp).toEqual({ card: '7S', holder: null });
    expect(popeJoan.view(s, 0).trumps).toBe('S');
  });
});
