import { CLUBS, DIAMONDS, HEARTS, SPADES, SuitIndex } from '../../cards/card';
import { formatCards } from '../../cards/notation';
import { Ranking } from './options';
import { effectiveSuit, isTrump, plainOrder, renegingTrumps, trumpOrder } from './ranking';
import { cardOf } from '../../../../test/support/maw-table';

// The tables of maw.md, Card ranks, written out as data, highest first.
const TRUMPS: Record<Ranking, Record<string, string>> = {
  cotton: {
    C: '5C AH AC JC KC QC 2C 3C 4C 6C 7C 8C 9C 10C',
    S: '5S AH AS JS KS QS 2S 3S 4S 6S 7S 8S 9S 10S',
    D: '5D AH AD JD KD QD 10D 9D 8D 7D 6D 4D 3D 2D',
    H: '5H AH JH KH QH 10H 9H 8H 7H 6H 4H 3H 2H',
  },
  // The 1593 reading: 5, Jack of trumps, A♥, Ace of trumps, K, Q, then as above.
  older: {
    C: '5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C',
    S: '5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S',
    D: '5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D',
    H: '5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H',
  },
};

const PLAIN: Record<string, string> = {
  H: 'KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H',
  D: 'KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD',
  C: 'KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C',
  S: 'KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S',
};

const SUIT: Record<string, SuitIndex> = { C: CLUBS, D: DIAMONDS, H: HEARTS, S: SPADES };

describe('Maw card ranks', () => {
  for (const ranking of ['cotton', 'older'] as const) {
    for (const [suit, order] of Object.entries(TRUMPS[ranking])) {
      it(`${ranking}: trumps ${suit} rank ${order}`, () => {
        expect(formatCards(trumpOrder(ranking, SUIT[suit])).join(' ')).toBe(order);
      });
    }
  }

  for (const [suit, order] of Object.entries(PLAIN)) {
    it(`plain ${suit} ranks ${order}`, () => {
      expect(formatCards(plainOrder(SUIT[suit])).join(' ')).toBe(order);
    });
  }

  it('counts the A♥ as a trump of every suit and never as a heart', () => {
    for (const trumps of [CLUBS, DIAMONDS, HEARTS, SPADES] as const) {
      expect(isTrump(cardOf('AH'), trumps)).toBe(true);
      expect(effectiveSuit(cardOf('AH'), trumps)).toBe(trumps);
    }
    expect(isTrump(cardOf('KH'), CLUBS)).toBe(false);
  });

  it('takes the reneging trumps as the top three of the active ranking', () => {
    expect(formatCards(renegingTrumps('cotton', CLUBS))).toEqual(['5C', 'AH', 'AC']);
    expect(formatCards(renegingTrumps('older', CLUBS))).toEqual(['5C', 'JC', 'AH']);
    expect(formatCards(renegingTrumps('cotton', HEARTS))).toEqual(['5H', 'AH', 'JH']);
    // maw.md, Tricks: with hearts trumps the A♥ is the Ace of trumps, and the Jack is the third under either ranking.
    expect(formatCards(renegingTrumps('older', HEARTS))).toEqual(['5H', 'JH', 'AH']);
  });
});
