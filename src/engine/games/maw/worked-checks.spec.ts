import fc from 'fast-check';
import { fullPack } from '../../cards/card';
import { formatCard, formatCards } from '../../cards/notation';
import { maw } from './maw';
import { tricksOf } from './played-game';
import { MawState, turnUp } from './state';
import { cardOf, play, table } from '../../../../test/support/maw-table';
import { propertyRuns } from '../../../../test/support/property-runs';

// The worked checks of maw.md ("Worked checks"), Anna at seat 0 and Ben at seat 1.
const ANNA = 0;
const BEN = 1;

describe('Maw worked checks', () => {
  it('clubs trumps: Ben wins 8♣ with 3♣ (low black trumps are better), then wins 5♦ over Anna’s J♠', () => {
    const start = table({
      dealer: BEN,
      hands: [
        ['8C', 'JS', '2H', '7S', 'KH'],
        ['3C', '5D', '4D', '6D', '7D'],
      ],
      stock: ['9C'],
    });
    expect(maw.view(start, ANNA).game.trumps).toBe('C');
    const first = play(start, 'nofive', '8C', '3C');
    expect(first.deal.tricks[0]).toEqual({ leader: ANNA, cards: [cardOf('8C'), cardOf('3C')], winner: BEN });
    expect(first.turn).toBe(BEN);
    // Anna has no diamond, so the J♠ (not a trump) is legal, and it loses.
    const second = play(first, '5D', 'JS');
    expect(second.deal.tricks[1]).toEqual({ leader: BEN, cards: [cardOf('5D'), cardOf('JS')], winner: BEN });
  });

  it('turn-up 9♣: Anna holds A♣ and, before the first trick, puts her 3♦ under the stock and takes the 9♣', () => {
    const start = play(
      table({
        dealer: BEN,
        hands: [
          ['AC', '3D', 'KH', '7S', '2H'],
          ['QC', '5D', '4D', '6D', '7D'],
        ],
        stock: ['9C'],
      }),
      'nofive',
    );
    expect(maw.legalMoves(start, ANNA).map(maw.formatMove)).toContain('rob 3D');
    const robbed = play(start, 'rob 3D');
    expect(formatCards(robbed.deal.hands[ANNA])).toEqual(['AC', '9C', 'KH', '7S', '2H']);
    expect(robbed.deal.robbery).toEqual({
      seat: ANNA,
      took: cardOf('9C'),
      discard: cardOf('3D'),
      cardsPlayedBefore: 0,
    });
    expect(maw.view(robbed, BEN).game.robbery).toEqual({ seat: ANNA, took: '9C', cardsPlayedBefore: 0, discard: null });
    expect(JSON.stringify(maw.view(robbed, BEN))).not.toContain('3D');
    expect(maw.view(robbed, ANNA).game.robbery?.discard).toBe('3D');
    // Anna still leads the first trick.
    expect(maw.decision(robbed)).toEqual({ seats: [ANNA], kind: 'play' });
  });

  it('Ben deals and turns up the A♥ (4); Anna takes three tricks (5): Anna 5, Ben 4', () => {
    const start = table({
      dealer: BEN,
      hands: [
        ['5H', 'JH', 'KH', '2C', '3C'],
        ['2H', '3H', '4H', 'KC', 'KD'],
      ],
      stock: ['AH'],
    });
    expect(start.scores).toEqual([0, 4]);
    const end = play(start, 'nofive', '5H', '2H', 'JH', '3H', 'KH', '4H', '2C', 'KC', 'KD', '3C');
    expect(end.record[0].points).toEqual([5, 4]);
    expect(tricksOf(end.record[0]).map((t) => t.winner)).toEqual([ANNA, ANNA, ANNA, BEN, BEN]);
    expect(end.scores).toEqual([5 + end.deal.points[0], 4 + end.deal.points[1]]);
  });

  it('hearts trumps: 5♥ A♥ J♥ K♥ Q♥ take all five tricks, wherever the other cards are, and score 10', () => {
    const top = ['5H', 'AH', 'JH', 'KH', 'QH'].map(cardOf);
    const others = fullPack().filter((c) => !top.includes(c));
    const hearts = others.filter((c) => formatCard(c).endsWith('H'));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(others, { minLength: 6, maxLength: 6 }),
        fc.constantFrom(...hearts),
        fc.boolean(),
        fc.infiniteStream(fc.nat()),
        (six, turned, holderDeals, choices) => {
          const opponent = six.filter((c) => c !== turned).slice(0, 5);
          const holder = holderDeals ? BEN : ANNA;
          const hands = holder === ANNA ? [top, opponent] : [opponent, top];
          let state: MawState = play(
            table({ dealer: BEN, hands: hands.map(formatCards), stock: [formatCard(turned)] }),
            'nofive',
          );
          expect(formatCard(turnUp(state.deal, 2))).toBe(formatCard(turned));
          const picks = choices[Symbol.iterator]();
          while (state.deal.tricks.length < 5 && state.deal.number === 1) {
            // Card plays only: robbing would change the hand under test.
            const plays = maw.legalMoves(state, state.turn).filter((m) => m.type === 'play');
            const next = maw.apply(state, plays[picks.next().value % plays.length]);
            if (!next.ok) throw new Error(next.error.message);
            state = next.value;
          }
          const game =
            state.deal.number === 1
              ? state.deal
              : { tricks: tricksOf(state.record[0]), points: state.record[0].points };
          expect(game.tricks.map((t) => t.winner)).toEqual([holder, holder, holder, holder, holder]);
          expect(game.points[holder]).toBe(10);
        },
      ),
      propertyRuns(300),
    );
  });
});
