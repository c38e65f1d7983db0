import { formatCards } from '../../cards/notation';
import { unpackCards } from '../../cards/card-string';
import { deckFor } from './deal';
import { tricksOf } from './played-game';
import { maw } from './maw';
import { cardOf, move, play, refusal, table } from '../../../../test/support/maw-table';
import { testSeed } from '../../../../test/support/random-playout';
import { seedOf } from '../../random/seed';

const ANNA = 0;
const BEN = 1;

// Clubs trumps (turn-up 9♣); Anna holds the A♣.
const ROBBER = {
  dealer: BEN,
  hands: [
    ['AC', '3D', 'KH', '7S', '2H'],
    ['QC', '5D', '4D', '6D', '7D'],
  ],
  stock: ['9C', '8S'],
};

describe('Maw setup', () => {
  it('refuses a wrong player count and a seed that is not 32 bytes', () => {
    expect(maw.setup({ players: 3, seed: testSeed(1) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PLAYER_COUNT' },
    });
    expect(maw.setup({ players: 2, seed: new Uint8Array(31) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_SEED' },
    });
    expect(maw.setup({ players: 2, options: { target: 200 }, seed: testSeed(1) })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTION' },
    });
  });

  it('draws the first dealer from the seed, so either seat may deal first', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = maw.setup({ players: 2, seed: testSeed(i) });
      if (!s.ok) throw new Error(s.error.message);
      dealers.add(s.value.deal.dealer);
    }
    expect([...dealers].sort()).toEqual([0, 1]);
  });

  it('is deterministic: the same seed deals the same cards', () => {
    expect(maw.setup({ players: 2, seed: testSeed(5) })).toEqual(maw.setup({ players: 2, seed: testSeed(5) }));
    expect(maw.setup({ players: 2, seed: testSeed(5) })).not.toEqual(maw.setup({ players: 2, seed: testSeed(6) }));
  });

  it('deals 3 then 2 to each, starting left of the dealer, and turns up the next card', () => {
    const state = table({
      dealer: BEN,
      hands: [
        ['2C', '3C', '4C', '5C', '6C'],
        ['2D', '3D', '4D', '5D', '6D'],
      ],
      stock: ['9S'],
    });
    const deck = formatCards(unpackCards(state.deal.deck));
    expect(deck.slice(0, 11)).toEqual(['2C', '3C', '4C', '2D', '3D', '4D', '5C', '6C', '5D', '6D', '9S']);
    expect(formatCards(state.deal.hands[ANNA])).toEqual(['2C', '3C', '4C', '5C', '6C']);
    expect(maw.view(state, 'spectator').game).toMatchObject({
      dealer: BEN,
      trumps: 'S',
      turnUp: '9S',
      handSizes: [5, 5],
    });
  });
});

describe('Maw robbing', () => {
  it('is offered inside the first play decision, never as a decision of its own', () => {
    const ready = play(table(ROBBER), 'nofive');
    expect(maw.decision(ready)).toEqual({ seats: [ANNA], kind: 'play' });
    expect(maw.legalMoves(ready, ANNA).map(maw.formatMove)).toEqual([
      'AC',
      '3D',
      'KH',
      '7S',
      '2H',
      'rob AC',
      'rob 3D',
      'rob KH',
      'rob 7S',
      'rob 2H',
    ]);
  });

  it('is optional, and impossible after the robber’s first card', () => {
    const played = play(table(ROBBER), 'nofive', '7S', '4D');
    expect(maw.legalMoves(played, played.turn).some((m) => m.type === 'rob')).toBe(false);
    expect(refusal(played, played.turn, 'rob 3D')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
  });

  it('is allowed to a follower before their first card', () => {
    const state = table({ ...ROBBER, hands: [ROBBER.hands[1], ROBBER.hands[0]] });
    const led = play(state, 'nofive', '5D');
    expect(maw.legalMoves(led, BEN).map(maw.formatMove)).toContain('rob 7S');
    const robbed = play(led, 'rob 7S');
    expect(robbed.deal.robbery).toMatchObject({ seat: BEN, cardsPlayedBefore: 1 });
    expect(maw.view(robbed, ANNA).game.robbery).toEqual({ seat: BEN, took: '9C', cardsPlayedBefore: 1, discard: null });
  });

  it('is refused without the Ace of trumps (NO_ACE_TO_ROB), for a card not held, and a second time', () => {
    const ready = play(table(ROBBER), 'nofive');
    expect(refusal(ready, ANNA, 'rob 5D')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'CARD_NOT_IN_HAND' });
    expect(refusal(ready, ANNA, 'rob 9C')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'CARD_NOT_IN_HAND' });
    const led = play(ready, '7S');
    expect(refusal(led, BEN, 'rob 5D')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NO_ACE_TO_ROB' });
    const robbed = play(ready, 'rob 3D');
    expect(refusal(robbed, ANNA, 'rob KH')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
  });

  it('robs the new turn-up after fiving', () => {
    const fived = play(table({ ...ROBBER, stock: ['9C', '8C'] }), 'five', 'accept', 'rob 3D');
    expect(formatCards(fived.deal.hands[ANNA])).toContain('8C');
    expect(formatCards(fived.deal.hands[ANNA])).not.toContain('9C');
  });
});

describe('Maw moves and errors', () => {
  it('refuses moves out of turn, in the wrong phase, unknown cards, and revokes', () => {
    const start = table(ROBBER);
    expect(refusal(start, BEN, 'five')).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(refusal(start, ANNA, 'accept')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
    expect(refusal(start, ANNA, 'AC')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
    const ready = play(start, 'nofive');
    expect(refusal(ready, ANNA, '5D')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'CARD_NOT_IN_HAND' });
    expect(refusal(ready, ANNA, 'norob')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NOT_NOW' });
    const led = play(ready, 'KH');
    // Ben has no heart: anything goes. Anna leads a club next time and Ben must follow with QC.
    expect(maw.legalMoves(led, BEN)).toHaveLength(5);
    const clubLed = play(
      table({ ...ROBBER, hands: [['8C', '3D', 'KH', '7S', '2H'], ROBBER.hands[1]], stock: ['9S'] }),
      'nofive',
      '8C',
    );
    expect(refusal(clubLed, BEN, '5D')).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_FOLLOW_SUIT' });
    expect(maw.apply(clubLed, { seat: 7, type: 'play', card: cardOf('QC') })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', reason: 'NO_SUCH_SEAT' },
    });
  });

  it('treats the A♥ as a trump when following: it cannot follow hearts, and must follow a trump lead', () => {
    const hands = [
      ['KH', '8C', '7S', '2S', '3S'],
      ['AH', '2D', '4D', '6D', '7D'],
    ];
    const heartLed = play(table({ dealer: BEN, hands, stock: ['9C'] }), 'nofive', 'KH');
    expect(maw.legalMoves(heartLed, BEN)).toHaveLength(5);
    const trumpLed = play(table({ dealer: BEN, hands, stock: ['9C'] }), 'nofive', '8C');
    expect(maw.legalMoves(trumpLed, BEN).map(maw.formatMove)).toEqual(['AH']);
  });

  it('names no card in any error message', () => {
    const ready = play(table(ROBBER), 'nofive');
    const messages = [
      refusal(ready, ANNA, '5D'),
      refusal(ready, BEN, '5D'),
      refusal(play(ready, '7S'), BEN, 'rob 5D'),
      refusal(
        play(table({ ...ROBBER, hands: [['8C', '3D', 'KH', '7S', '2H'], ROBBER.hands[1]] }), 'nofive', '8C'),
        BEN,
        '5D',
      ),
      maw.parseMove(ANNA, 'rob 5D 6D'),
    ].map((e) => ('message' in e ? e.message : e.ok ? '' : e.error.message));
    for (const m of messages) expect(m).not.toMatch(/\b(10|[2-9AJQK])[CDHS]\b|[♣♦♥♠]/);
    expect(messages.every((m) => m.length > 0)).toBe(true);
  });

  it('accepts resign from any seat at any time; that side loses the set', () => {
    const ready = play(table(ROBBER), 'nofive');
    const resigned = maw.apply(ready, move(BEN, 'resign'));
    if (!resigned.ok) throw new Error(resigned.error.message);
    expect(maw.result(resigned.value)).toEqual({
      reason: 'RESIGNED',
      standings: [
        { seat: ANNA, rank: 1, score: 0 },
        { seat: BEN, rank: 2, score: 0 },
      ],
    });
    expect(maw.decision(resigned.value)).toBeNull();
    expect(maw.legalMoves(resigned.value, ANNA)).toEqual([]);
    expect(refusal(resigned.value, ANNA, 'AC')).toMatchObject({ code: 'GAME_OVER' });
    expect(refusal(resigned.value, ANNA, 'resign')).toMatchObject({ code: 'GAME_OVER' });
  });

  it('plays only the last card of a hand automatically', () => {
    let state = play(table(ROBBER), 'nofive');
    expect(maw.forcedMove(state)).toBeNull();
    state = play(state, '7S', '4D', 'KH', '5D', 'AC', 'QC', '2H', '6D');
    // One card each left: the fifth trick plays itself.
    expect(maw.forcedMove(state)).toEqual({ seat: state.turn, type: 'play', card: state.deal.hands[state.turn][0] });
  });

  it('forces nothing when only one card may follow suit (that would reveal the hand)', () => {
    const clubLed = play(
      table({ ...ROBBER, hands: [['8C', '3D', 'KH', '7S', '2H'], ROBBER.hands[1]], stock: ['9S'] }),
      'nofive',
      '8C',
    );
    expect(maw.legalMoves(clubLed, BEN)).toHaveLength(1);
    expect(maw.forcedMove(clubLed)).toBeNull();
  });
});

describe('Maw set play', () => {
  it('scores 5 for three or four tricks and 10 for all five', () => {
    const three = play(table(ROBBER), 'nofive', '7S', '4D', 'KH', '5D', 'AC', 'QC', '2H', '6D', '3D', '7D');
    expect(tricksOf(three.record[0]).map((t) => t.winner)).toEqual([ANNA, ANNA, ANNA, ANNA, BEN]);
    expect(three.record[0].points).toEqual([5, 0]);
  });

  it('deals the next game inside apply, the deal alternating', () => {
    const after = play(table(ROBBER), 'nofive', '7S', '4D', 'KH', '5D', 'AC', 'QC', '2H', '6D', '3D', '7D');
    expect(after.deal.number).toBe(2);
    expect(after.deal.dealer).toBe(ANNA);
    expect(after.deal.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(maw.decision(after)).toEqual({ seats: [BEN], kind: 'five' });
    // Later games are dealt from the match seed (the table helper's is testSeed(0)).
    expect(after.deal.deck).toEqual(deckFor(seedOf(testSeed(0)), 2));
  });

  it('ends the set on a turned-up A♥ before any card is played', () => {
    const state = table({ ...ROBBER, stock: ['AH'], scores: [3, 22] });
    expect(state.phase).toBe('over');
    expect(state.scores).toEqual([3, 26]);
    expect(maw.result(state)).toEqual({
      reason: 'TARGET_REACHED',
      standings: [
        { seat: ANNA, rank: 2, score: 3 },
        { seat: BEN, rank: 1, score: 26 },
      ],
    });
  });

  it('ends the set on an A♥ turned up by fiving', () => {
    const fived = play(table({ ...ROBBER, stock: ['9C', 'AH'], scores: [3, 22] }), 'five', 'accept');
    expect(fived.phase).toBe('over');
    expect(maw.result(fived)?.reason).toBe('TARGET_REACHED');
    expect(fived.scores).toEqual([3, 26]);
    expect(maw.decision(fived)).toBeNull();
  });

  it('gives partners one score and one rank', () => {
    const state = table({
      players: 4,
      options: { partnership: true },
      dealer: 1,
      hands: [
        ['2C', '3C', '4C', '6C', '7C'],
        ['2D', '3D', '4D', '6D', '7D'],
        ['2H', '3H', '4H', '6H', '7H'],
        ['2S', '3S', '4S', '6S', '7S'],
      ],
      stock: ['AH'],
      scores: [10, 24],
    });
    expect(maw.result(state)?.standings).toEqual([
      { seat: 0, rank: 2, score: 10 },
      { seat: 1, rank: 1, score: 28 },
      { seat: 2, rank: 2, score: 10 },
      { seat: 3, rank: 1, score: 28 },
    ]);
  });
});
