import fc from 'fast-check';
import { SuitIndex } from '../../cards/card';
import { packDeal, readDeal } from './deal-record';
import { DEAD, DealOutcome, DealRecord } from './state';

const card = fc.integer({ min: 0, max: 51 });
const seat = fc.integer({ min: 0, max: 7 });

const recordArb: fc.Arbitrary<DealRecord> = fc.record({
  number: fc.integer({ min: 1, max: 320 }),
  dealer: seat,
  trumps: fc.integer({ min: 0, max: 3 }).map((s) => s as SuitIndex),
  turnUp: card,
  turnUpHolder: fc.oneof(seat, fc.constant(DEAD)),
  outcome: fc.constantFrom<DealOutcome>('wentOut', 'popeTurnUp', 'abandoned'),
  winner: fc.option(seat),
  plays: fc.array(fc.record({ seat, card }), { maxLength: 51 }),
  hands: fc.array(fc.array(card, { maxLength: 17 }), { minLength: 3, maxLength: 8 }),
  deadHand: fc.array(card, { maxLength: 17 }),
});

describe('a packed deal record', () => {
  it('reads back as the record it was packed from, empty hands and dead hand included', () => {
    fc.assert(
      fc.property(recordArb, (r) => {
        expect(readDeal(packDeal(r))).toEqual(r);
      }),
    );
  });

  it('keeps a seat whose hand is empty in its place', () => {
    const r: DealRecord = {
      number: 2,
      dealer: 1,
      trumps: 0,
      turnUp: 5,
      turnUpHolder: DEAD,
      outcome: 'abandoned',
      winner: null,
      plays: [],
      hands: [[], [3, 9], []],
      deadHand: [],
    };
    expect(readDeal(packDeal(r))).toEqual(r);
  });

  it('takes a byte a code: every code is below 256, so V8 keeps it one-byte', () => {
    fc.assert(
      fc.property(recordArb, (r) => {
        const packed = packDeal(r);
        expect([...packed].every((ch) => ch.charCodeAt(0) < 256)).toBe(true);
        expect(packed).toHaveLength(
          10 + 2 * r.plays.length + r.deadHand.length + r.hands.reduce((n, h) => n + h.length + 1, 0),
        );
      }),
    );
  });
});
