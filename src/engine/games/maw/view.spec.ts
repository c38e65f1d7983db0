import { unpackCards } from '../../cards/card-string';
import { formatCards } from '../../cards/notation';
import { maw } from './maw';
import { move, play, table } from '../../../../test/support/maw-table';

const ANNA = 0;
const BEN = 1;

const DEAL = {
  dealer: BEN,
  hands: [
    ['AC', '3D', 'KH', '7S', '2H'],
    ['QC', '5D', '4D', '6D', '7D'],
  ],
  stock: ['9C', '8S'],
};

/** Every card named anywhere in a JSON value. */
function cardsIn(value: unknown): string[] {
  return (
    JSON.stringify(value)
      .match(/"(10|[2-9AJQK])[CDHS]"/g)
      ?.map((s) => s.slice(1, -1)) ?? []
  );
}

describe('Maw view', () => {
  it('is plain JSON', () => {
    const v = maw.view(play(table(DEAL), 'nofive', 'rob 3D', '7S'), ANNA);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it('shows a seat its own hand and the public cards, a spectator only the public cards', () => {
    const start = table(DEAL);
    expect(maw.view(start, ANNA).hand).toEqual(['AC', '3D', 'KH', '7S', '2H']);
    expect(maw.view(start, BEN).hand).toEqual(['QC', '5D', '4D', '6D', '7D']);
    expect(maw.view(start, 'spectator').hand).toBeNull();
    expect(cardsIn(maw.view(start, 'spectator'))).toEqual(['9C']);
    expect(cardsIn(maw.view(start, ANNA)).sort()).toEqual(['2H', '3D', '7S', '9C', 'AC', 'KH']);
  });

  it('shows scores, dealer, trumps, decision, the trick in progress and completed tricks with their winners', () => {
    const state = play(table(DEAL), 'nofive', '7S', '4D', 'KH');
    const v = maw.view(state, 'spectator');
    expect(v.scores).toEqual([0, 0]);
    expect(v.decision).toEqual({ seats: [BEN], kind: 'play' });
    expect(v.game).toEqual({
      number: 1,
      dealer: BEN,
      trumps: 'C',
      turnUp: '9C',
      setAside: [],
      robbery: null,
      handSizes: [3, 4],
      trick: { leader: ANNA, cards: [{ seat: ANNA, card: 'KH' }], winner: null },
      tricks: [
        {
          leader: ANNA,
          cards: [
            { seat: ANNA, card: '7S' },
            { seat: BEN, card: '4D' },
          ],
          winner: ANNA,
        },
      ],
      tricksWon: [1, 0],
      points: [0, 0],
    });
    expect(v.record).toEqual([]);
    expect(v.result).toBeNull();
  });

  it('records a finished game with its hands as dealt and the discard, never the stock', () => {
    const after = play(table(DEAL), 'nofive', 'rob 3D', '7S', '4D', 'KH', '5D', 'AC', 'QC', '2H', '6D', '9C', '7D');
    const recorded = maw.view(after, BEN).record;
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      number: 1,
      dealer: BEN,
      trumps: 'C',
      turnUps: ['9C'],
      dealt: [
        ['AC', '3D', 'KH', '7S', '2H'],
        ['QC', '5D', '4D', '6D', '7D'],
      ],
      robbery: { seat: ANNA, took: '9C', discard: '3D', cardsPlayedBefore: 0 },
      points: [10, 0],
      complete: true,
    });
    const stock = formatCards(unpackCards(table(DEAL).deal.deck, 11));
    for (const c of cardsIn(recorded)) expect(stock).not.toContain(c);
  });

  it('shows a finished game the same way to every seat, once built and frozen against changes', () => {
    const after = play(table(DEAL), 'nofive', 'rob 3D', '7S', '4D', 'KH', '5D', 'AC', 'QC', '2H', '6D', '9C', '7D');
    const [anna, ben] = [maw.view(after, ANNA).record[0], maw.view(after, BEN).record[0]];
    expect(anna).toBe(ben);
    expect(maw.view(after, 'spectator').record[0]).toBe(anna);
    expect(() => {
      (anna.dealt[0] as string[]).push('AS');
    }).toThrow(TypeError);
    expect(anna.dealt[0]).toEqual(['AC', '3D', 'KH', '7S', '2H']);
  });

  it('records the game the set ends in once the set is over', () => {
    const resigned = maw.apply(play(table(DEAL), 'nofive', '7S'), move(BEN, 'resign'));
    if (!resigned.ok) throw new Error(resigned.error.message);
    const v = maw.view(resigned.value, 'spectator');
    expect(v.record).toHaveLength(1);
    expect(v.record[0]).toMatchObject({ dealt: DEAL.hands, complete: false });
    expect(v.result?.reason).toBe('RESIGNED');
  });
});
