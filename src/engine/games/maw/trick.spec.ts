import { Card, SUITS, SuitIndex, fullPack } from '../../cards/card';
import { effectiveSuit, isTrump, plainOrder, trumpOrder } from './ranking';
import { trickWinner } from './trick';
import { cardOf } from '../../../../test/support/maw-table';

/** Reference: who wins a two-card trick, straight from the rank tables. */
function expectedWinner(led: Card, other: Card, ranking: 'cotton' | 'older', trumps: SuitIndex): 0 | 1 {
  const order = trumpOrder(ranking, trumps);
  if (isTrump(led, trumps) || isTrump(other, trumps)) {
    if (!isTrump(other, trumps)) return 0;
    if (!isTrump(led, trumps)) return 1;
    return order.indexOf(led) < order.indexOf(other) ? 0 : 1;
  }
  if (effectiveSuit(other, trumps) !== effectiveSuit(led, trumps)) return 0;
  const plain = plainOrder(effectiveSuit(led, trumps));
  return plain.indexOf(led) < plain.indexOf(other) ? 0 : 1;
}

describe('Maw trick winner', () => {
  it('agrees with the rank tables for every pair of cards, both rankings, every trump suit', () => {
    for (const ranking of ['cotton', 'older'] as const) {
      for (let trumps = 0 as SuitIndex; trumps < SUITS.length; trumps++) {
        for (const led of fullPack()) {
          for (const other of fullPack()) {
            if (led === other) continue;
            const winner = trickWinner([led, other], 1, ranking, trumps);
            expect([ranking, trumps, led, other, winner]).toEqual([
              ranking,
              trumps,
              led,
              other,
              (1 + expectedWinner(led, other, ranking, trumps)) % 2,
            ]);
          }
        }
      }
    }
  });

  it('lets the highest trump win a four-card trick, whoever plays it', () => {
    // Clubs trumps, diamonds led: the 5C beats the A♥, the off-suit king never wins.
    const cards = ['KD', 'AH', 'KS', '5C'].map(cardOf);
    expect(trickWinner(cards, 2, 'cotton', 0)).toBe(1);
  });

  it('gives an untrumped trick to the highest card of the suit led', () => {
    // Spades trumps, hearts led: KH beats QH, the K♦ does not count.
    const cards = ['QH', 'KD', 'KH', '2H'].map(cardOf);
    expect(trickWinner(cards, 0, 'cotton', 3)).toBe(2);
  });
});
