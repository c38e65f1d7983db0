import fc from 'fast-check';
import { Card } from '../../cards/card';
import { leftDeadHand, leftHands, packedLeft } from './left-cards';
import { DealRecord } from './state';

function recordLeaving(hands: Card[][], deadHand: Card[]): DealRecord {
  return { number: 1, dealer: 0, trumps: 0, turnUp: 0, turnUpHolder: 0, outcome: 'wentOut', winner: 0, plays: '', left: packedLeft(hands, deadHand) };
}

describe('a record\'s left cards', () => {
  it('read back as the hands and dead hand they were packed from, empty ones included', () => {
    const card = fc.integer({ min: 0, max: 51 });
    fc.assert(
      fc.property(fc.array(fc.array(card, { maxLength: 17 }), { minLength: 1, maxLength: 8 }), fc.array(card, { maxLength: 17 }), (hands, dead) => {
        const r = recordLeaving(hands, dead);
        expect(leftHands(r)).toEqual(hands);
        expect(leftDeadHand(r)).toEqual(dead);
      }),
    );
  });

  it('keep a seat whose hand is empty in its place', () => {
    const r = recordLeaving([[], [3, 9], []], []);
    expect(leftHands(r)).toEqual([[], [3, 9], []]);
    expect(leftDeadHand(r)).toEqual([]);
  });
});
