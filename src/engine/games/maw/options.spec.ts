import { formatCards } from '../../cards/notation';
import { maw } from './maw';
import { MawState, setAside, turnUp } from './state';
import { move, play, refusal, table } from '../../../../test/support/maw-table';
import { testSeed } from '../../../../test/support/random-playout';

const ANNA = 0;
const BEN = 1;

function legalTexts(state: MawState, seat = state.turn): string[] {
  return maw.legalMoves(state, seat).map(maw.formatMove).sort();
}

const FIVING_DEAL = {
  dealer: BEN,
  hands: [
    ['2H', '3H', '4H', '6H', '7H'],
    ['2D', '3D', '4D', '6D', '7D'],
  ],
  stock: ['9C', '4C', '7C', '2S', 'KS'],
};

describe('Maw options', () => {
  it('declares every option with its default and a description', () => {
    expect(maw.options.map((o) => [o.name, o.default])).toEqual([
      ['partnership', false],
      ['ranking', 'cotton'],
      ['fiving', 'once'],
      ['dealerRobsAce', false],
      ['followRule', 'strict'],
      ['reneging', false],
      ['target', 26],
    ]);
    for (const o of maw.options) expect(o.description.length).toBeGreaterThan(10);
    expect(maw.resolveOptions({ target: 4 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTION', option: 'target' },
    });
    expect(maw.resolveOptions({ target: 122 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTION', option: 'target' },
    });
    expect(maw.resolveOptions({ fiving: 'twice' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTION', option: 'fiving' },
    });
    expect(maw.resolveOptions({ jokers: true })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_OPTION', option: 'jokers' },
    });
  });

  describe('fiving', () => {
    it('once (default): the eldest asks, the dealer accepts, one new card is turned up even of the same suit', () => {
      const start = table(FIVING_DEAL);
      expect(maw.decision(start)).toEqual({ seats: [ANNA], kind: 'five' });
      expect(legalTexts(start)).toEqual(['five', 'nofive']);
      const asked = play(start, 'five');
      expect(maw.decision(asked)).toEqual({ seats: [BEN], kind: 'accept' });
      expect(legalTexts(asked)).toEqual(['accept', 'refuse']);
      const fived = play(asked, 'accept');
      expect(formatCards(setAside(fived.deal, 2))).toEqual(['9C']);
      expect(formatCards([turnUp(fived.deal, 2)])).toEqual(['4C']);
      expect(maw.view(fived, 'spectator').game.trumps).toBe('C');
      expect(maw.decision(fived)).toEqual({ seats: [ANNA], kind: 'play' });
      // Once only: no second request.
      expect(refusal(fived, ANNA, 'five')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
    });

    it('a refusal keeps the first trump', () => {
      const refused = play(table(FIVING_DEAL), 'five', 'refuse');
      expect(formatCards([turnUp(refused.deal, 2)])).toEqual(['9C']);
      expect(setAside(refused.deal, 2)).toEqual([]);
      expect(maw.decision(refused)).toEqual({ seats: [ANNA], kind: 'play' });
    });

    it('untilNewSuit: the dealer turns cards until a suit other than the old trumps appears, all passed cards set aside', () => {
      const fived = play(table({ ...FIVING_DEAL, options: { fiving: 'untilNewSuit' } }), 'five', 'accept');
      expect(formatCards(setAside(fived.deal, 2))).toEqual(['9C', '4C', '7C']);
      expect(formatCards([turnUp(fived.deal, 2)])).toEqual(['2S']);
      expect(maw.view(fived, ANNA).game).toMatchObject({ trumps: 'S', turnUp: '2S', setAside: ['9C', '4C', '7C'] });
    });

    it('off: nobody may five; the eldest leads at once', () => {
      const start = table({ ...FIVING_DEAL, options: { fiving: 'off' } });
      expect(maw.decision(start)).toEqual({ seats: [ANNA], kind: 'play' });
      expect(legalTexts(start)).not.toContain('five');
      expect(refusal(start, ANNA, 'five')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
    });

    it('every turn-up of the A♥ scores the dealer 4, fiving included', () => {
      const fived = play(table({ ...FIVING_DEAL, stock: ['9C', 'AH', '2S'] }), 'five', 'accept');
      expect(fived.scores).toEqual([0, 4]);
      expect(maw.view(fived, ANNA).game.trumps).toBe('H');
      // The A♥ turned up first scores once, and stays scored when it is fived away.
      const first = table({ ...FIVING_DEAL, stock: ['AH', '2S'] });
      expect(first.scores).toEqual([0, 4]);
      expect(play(first, 'five', 'accept').scores).toEqual([0, 4]);
      // untilNewSuit with hearts trumps passes the A♥ (a heart by suit) and still scores it.
      const passed = play(
        table({ ...FIVING_DEAL, stock: ['8H', 'AH', '9H', '2S'], options: { fiving: 'untilNewSuit' } }),
        'five',
        'accept',
      );
      expect(passed.scores).toEqual([0, 4]);
      expect(formatCards(setAside(passed.deal, 2))).toEqual(['8H', 'AH', '9H']);
    });
  });

  describe('dealerRobsAce', () => {
    const ACE_UP = {
      dealer: BEN,
      hands: [
        ['2H', '3H', '4H', '6H', '7H'],
        ['2D', '3D', '4D', '6D', '7D'],
      ],
      stock: ['AS'],
    };

    it('on: the dealer may exchange any card for a turned-up ace before the lead (hidden from the others)', () => {
      const ready = play(table({ ...ACE_UP, options: { dealerRobsAce: true } }), 'nofive');
      expect(maw.decision(ready)).toEqual({ seats: [BEN], kind: 'rob' });
      expect(legalTexts(ready)).toEqual(['norob', 'rob 2D', 'rob 3D', 'rob 4D', 'rob 6D', 'rob 7D']);
      const robbed = play(ready, 'rob 3D');
      expect(formatCards(robbed.deal.hands[BEN])).toEqual(['2D', 'AS', '4D', '6D', '7D']);
      expect(maw.decision(robbed)).toEqual({ seats: [ANNA], kind: 'play' });
      expect(maw.redactMove(move(BEN, 'rob 3D'), ANNA)).toBe('rob ??');
      expect(JSON.stringify(maw.view(robbed, ANNA))).not.toContain('3D');
      const declined = play(ready, 'norob');
      expect(maw.decision(declined)).toEqual({ seats: [ANNA], kind: 'play' });
    });

    it('off (default): nobody robs a turned-up Ace of trumps', () => {
      const ready = play(table(ACE_UP), 'nofive');
      expect(maw.decision(ready)).toEqual({ seats: [ANNA], kind: 'play' });
      expect(legalTexts(ready).filter((t) => t.startsWith('rob'))).toEqual([]);
      expect(refusal(ready, ANNA, 'rob 2H')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NO_ACE_TO_ROB' });
    });
  });

  describe('followRule', () => {
    const HANDS = {
      dealer: BEN,
      hands: [
        ['KD', '8S', '9S', '10S', 'JS'],
        ['2D', '3C', '4H', '6H', '7H'],
      ],
      stock: ['9C'],
    };

    it('strict (default): holding a diamond, Ben may not trump a diamond lead', () => {
      const led = play(table(HANDS), 'nofive', 'KD');
      expect(legalTexts(led)).toEqual(['2D']);
      expect(refusal(led, BEN, '3C')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_FOLLOW_SUIT' });
    });

    it('followOrTrump: Ben may follow or trump, but not discard another suit', () => {
      const led = play(table({ ...HANDS, options: { followRule: 'followOrTrump' } }), 'nofive', 'KD');
      expect(legalTexts(led)).toEqual(['2D', '3C']);
      const trumped = play(led, '3C');
      expect(trumped.deal.tricks[0].winner).toBe(BEN);
      expect(refusal(led, BEN, '4H')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_FOLLOW_SUIT' });
    });

    it('followOrTrump still obliges a trump to follow a trump lead', () => {
      const led = play(
        table({
          ...HANDS,
          hands: [['QC', '8S', '9S', '10S', 'JS'], HANDS.hands[1]],
          options: { followRule: 'followOrTrump' },
        }),
        'nofive',
        'QC',
      );
      expect(legalTexts(led)).toEqual(['3C']);
    });
  });

  describe('reneging', () => {
    // Clubs trumps; Ben's only trump is the 5♣ (the best card), Anna leads a low trump.
    const HANDS = {
      dealer: BEN,
      hands: [
        ['8C', 'AH', 'KS', 'QS', 'JS'],
        ['5C', '2D', '3D', '4D', '6D'],
      ],
      stock: ['9C'],
    };

    it('off (default): a lone 5♣ must follow an 8♣ lead', () => {
      const led = play(table(HANDS), 'nofive', '8C');
      expect(legalTexts(led)).toEqual(['5C']);
    });

    it('on: a top-three trump need not follow a lower trump lead, even as the only trump', () => {
      const led = play(table({ ...HANDS, options: { reneging: true } }), 'nofive', '8C');
      expect(legalTexts(led)).toEqual(['2D', '3D', '4D', '5C', '6D']);
    });

    it('on: a higher reneging trump led forces a lower one as usual', () => {
      // Anna leads the 5♣; Ben's lone A♥ ranks below it and must follow.
      const led = play(
        table({
          ...HANDS,
          hands: [
            ['5C', '8C', 'KS', 'QS', 'JS'],
            ['AH', '2D', '3D', '4D', '6D'],
          ],
          options: { reneging: true },
        }),
        'nofive',
        '5C',
      );
      expect(legalTexts(led)).toEqual(['AH']);
    });

    it('on: with another, ordinary trump in hand, a trump must still be played (the reneging one allowed)', () => {
      const led = play(
        table({
          ...HANDS,
          hands: [
            ['8C', 'AH', 'KS', 'QS', 'JS'],
            ['5C', '10C', '3D', '4D', '6D'],
          ],
          options: { reneging: true },
        }),
        'nofive',
        '8C',
      );
      expect(legalTexts(led)).toEqual(['10C', '5C']);
    });

    it('older ranking: the Jack of trumps is a reneging card, the Ace of trumps is not', () => {
      const hands = [
        ['8C', '2H', 'KS', 'QS', 'JS'],
        ['JC', '2D', '3D', '4D', '6D'],
      ];
      const older = play(table({ ...HANDS, hands, options: { reneging: true, ranking: 'older' } }), 'nofive', '8C');
      expect(legalTexts(older)).toEqual(['2D', '3D', '4D', '6D', 'JC']);
      const cotton = play(table({ ...HANDS, hands, options: { reneging: true } }), 'nofive', '8C');
      expect(legalTexts(cotton)).toEqual(['JC']);
    });
  });

  it('ranking older: the Jack of trumps beats the A♥ (cotton: the A♥ beats the Jack)', () => {
    const hands = [
      ['JC', '2H', 'KS', 'QS', 'JS'],
      ['AH', '2D', '3D', '4D', '6D'],
    ];
    const older = play(
      table({ dealer: BEN, hands, stock: ['9C'], options: { ranking: 'older' } }),
      'nofive',
      'JC',
      'AH',
    );
    expect(older.deal.tricks[0].winner).toBe(ANNA);
    const cotton = play(table({ dealer: BEN, hands, stock: ['9C'] }), 'nofive', 'JC', 'AH');
    expect(cotton.deal.tricks[0].winner).toBe(BEN);
  });

  it('target: the set ends as soon as a side reaches it', () => {
    const hands = [
      ['5H', 'JH', 'KH', '2C', '3C'],
      ['2H', '3H', '4H', 'KC', 'KD'],
    ];
    const end = play(
      table({ dealer: BEN, hands, stock: ['9H'], options: { target: 5 } }),
      'nofive',
      '5H',
      '2H',
      'JH',
      '3H',
      'KH',
      '4H',
      '2C',
      'KC',
      'KD',
      '3C',
    );
    expect(end.phase).toBe('over');
    expect(maw.result(end)).toEqual({
      reason: 'TARGET_REACHED',
      standings: [
        { seat: ANNA, rank: 1, score: 5 },
        { seat: BEN, rank: 2, score: 0 },
      ],
    });
    const longer = play(
      table({ dealer: BEN, hands, stock: ['9H'], options: { target: 6 } }),
      'nofive',
      '5H',
      '2H',
      'JH',
      '3H',
      'KH',
      '4H',
      '2C',
      'KC',
      'KD',
      '3C',
    );
    expect(longer.phase).not.toBe('over');
    expect(longer.deal.number).toBe(2);
  });

  describe('partnership', () => {
    it('seats four players, partners opposite; other counts are refused', () => {
      const options = maw.resolveOptions({ partnership: true });
      if (!options.ok) throw new Error(options.error.message);
      expect(maw.seatCounts(options.value)).toEqual([4]);
      expect(maw.setup({ players: 2, options: { partnership: true }, seed: testSeed(1) })).toMatchObject({
        ok: false,
        error: { code: 'BAD_PLAYER_COUNT' },
      });
      expect(maw.setup({ players: 4, seed: testSeed(1) })).toMatchObject({
        ok: false,
        error: { code: 'BAD_PLAYER_COUNT' },
      });
    });

    it('the player left of the dealer asks to five and leads; partners share tricks and points', () => {
      const start = table({
        players: 4,
        options: { partnership: true },
        dealer: 2,
        hands: [
          ['5C', 'AC', 'KC', 'QC', 'JC'],
          ['2D', '3D', '4D', '6D', '7D'],
          ['2H', '3H', '4H', '6H', '7H'],
          ['2S', '3S', '4S', '6S', '7S'],
        ],
        stock: ['9C'],
      });
      expect(maw.decision(start)).toEqual({ seats: [3], kind: 'five' });
      const led = play(start, 'nofive', '2S');
      expect(maw.decision(led)).toEqual({ seats: [0], kind: 'play' });
      // Seat 0 trumps the spade lead and wins; seat 0 then holds the rest of the high clubs.
      let state = play(led, '5C', '2D', '2H');
      expect(state.deal.tricks[0].winner).toBe(0);
      state = play(
        state,
        'AC',
        '3D',
        '3H',
        '3S',
        'KC',
        '4D',
        '4H',
        '4S',
        'QC',
        '6D',
        '6H',
        '6S',
        'JC',
        '7D',
        '7H',
        '7S',
      );
      expect(state.record[0].points).toEqual([10, 0]);
      expect(maw.view(state, 2).scores[0]).toBeGreaterThanOrEqual(10);
      // The deal passes left.
      expect(state.deal.dealer).toBe(3);
      // A player sees their own new hand, never their partner's.
      const seen = maw.view(state, 0);
      expect(seen.hand).toEqual(formatCards(state.deal.hands[0]));
      const shown = JSON.stringify({ hand: seen.hand, game: seen.game });
      for (const c of formatCards(state.deal.hands[2])) expect(shown).not.toContain(`"${c}"`);
    });
  });
});
