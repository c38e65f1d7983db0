import fc from 'fast-check';
import { Card, SuitIndex, fullPack } from '../../cards/card';
import { unpackCards } from '../../cards/card-string';
import { formatCard, formatCards } from '../../cards/notation';
import { replay } from '../../core/replay';
import { Viewer } from '../../core/game';
import { maw } from './maw';
import { MawMove } from './move';
import { Ranking } from './options';
import { effectiveSuit, isTrump, plainOrder, trumpOrder } from './ranking';
import { dealtOf, playedGame, tricksOf, turnUpsOf } from './played-game';
import { Deal, HAND_SIZE, MawState, setAside, turnUp } from './state';
import { randomPlayout, testSeed, xorshift } from '../../../../test/support/random-playout';
import { propertyRuns } from '../../../../test/support/property-runs';

/** A whole set played at random, every state kept. */
interface Played {
  readonly players: number;
  readonly options: Record<string, unknown>;
  readonly seed: Uint8Array;
  readonly moves: { seat: number; text: string }[];
  readonly states: MawState[];
}

const optionsArb = fc.record({
  partnership: fc.boolean(),
  ranking: fc.constantFrom('cotton', 'older'),
  fiving: fc.constantFrom('once', 'untilNewSuit', 'off'),
  dealerRobsAce: fc.boolean(),
  followRule: fc.constantFrom('strict', 'followOrTrump'),
  reneging: fc.boolean(),
  target: fc.constantFrom(5, 11, 26, 41),
});

/** Options and seeds only: a failing case prints small, and replays exactly. */
const setArb = fc.record({ options: optionsArb, seedNo: fc.nat(), choiceNo: fc.nat() });

function playSet({
  options,
  seedNo,
  choiceNo,
}: {
  options: Record<string, unknown>;
  seedNo: number;
  choiceNo: number;
}): Played {
  const players = options.partnership ? 4 : 2;
  const seed = testSeed(seedNo);
  const { moves, states } = randomPlayout(maw, {
    players,
    options,
    seed,
    random: xorshift(choiceNo + 1),
    keepStates: true,
  });
  return { players, options, seed, moves, states: states as MawState[] };
}

const RUNS = propertyRuns(40);

function sorted(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => a - b);
}

function playedCards(deal: Deal): Card[] {
  return [...deal.tricks.flatMap((t) => t.cards), ...deal.trick];
}

function turnedCards(deal: Deal, players: number): Card[] {
  return [...setAside(deal, players), turnUp(deal, players)];
}

/** Reference comparison, straight from the rank tables: does `a` beat `b` in a trick led in `led`? */
function beats(a: Card, b: Card, led: SuitIndex, ranking: Ranking, trumps: SuitIndex): boolean {
  const order = trumpOrder(ranking, trumps);
  if (isTrump(a, trumps)) return !isTrump(b, trumps) || order.indexOf(a) < order.indexOf(b);
  if (isTrump(b, trumps) || effectiveSuit(a, trumps) !== led) return false;
  const plain = plainOrder(led);
  return effectiveSuit(b, trumps) !== led || plain.indexOf(a) < plain.indexOf(b);
}

const SIMPLE = ['five', 'nofive', 'accept', 'refuse', 'norob'] as const;

/** Every move a seat could try, legal or not (resign aside: it is always allowed). */
function everyMove(seat: number): MawMove[] {
  return [
    ...fullPack().map((card): MawMove => ({ seat, type: 'play', card })),
    ...fullPack().map((discard): MawMove => ({ seat, type: 'rob', discard })),
    ...SIMPLE.map((type): MawMove => ({ seat, type })),
  ];
}

/** The cards `viewer` may know of the game in progress. */
function known(state: MawState, viewer: Viewer): Set<string> {
  const deal = state.deal;
  const cards = [...playedCards(deal), ...turnedCards(deal, state.players)];
  if (typeof viewer === 'number') {
    cards.push(...deal.hands[viewer]);
    if (deal.robbery?.seat === viewer) cards.push(deal.robbery.discard);
  }
  return new Set(formatCards(cards));
}

function cardsIn(value: unknown): string[] {
  return (
    JSON.stringify(value)
      .match(/"(10|[2-9AJQK])[CDHS]"/g)
      ?.map((s) => s.slice(1, -1)) ?? []
  );
}

describe('Maw properties over random whole sets', () => {
  it('accounts for all 52 cards at every step', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { players, states } = playSet(set);
        for (const s of states) {
          const deal = s.deal;
          const robbery = deal.robbery;
          const cards = [
            ...deal.hands.flat(),
            ...playedCards(deal),
            ...setAside(deal, players),
            ...(robbery ? [robbery.discard] : [turnUp(deal, players)]),
            ...unpackCards(deal.deck, HAND_SIZE * players + deal.turned),
          ];
          expect(sorted(cards)).toEqual(fullPack());
        }
      }),
      RUNS,
    );
  });

  it('gives every trick exactly one winner: the one card that beats all the others', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { players, states, options } = playSet(set);
        const last = states[states.length - 1];
        for (const deal of [...last.record.map((g) => ({ trumps: g.trumps, tricks: tricksOf(g) })), last.deal]) {
          for (const t of deal.tricks) {
            expect(t.cards).toHaveLength(players);
            const led = effectiveSuit(t.cards[0], deal.trumps);
            const winners = t.cards.filter((a) =>
              t.cards.every((b) => a === b || beats(a, b, led, options.ranking as Ranking, deal.trumps)),
            );
            expect(winners).toHaveLength(1);
            expect(t.cards.indexOf(winners[0])).toBe((t.winner - t.leader + players) % players);
          }
        }
      }),
      RUNS,
    );
  });

  it('refuses every move that legalMoves does not list, and any move from a seat not deciding', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { players, states } = playSet(set);
        const wrong: string[] = [];
        for (const s of states) {
          const decision = maw.decision(s);
          if (decision === null) {
            expect(maw.apply(s, { seat: 0, type: 'resign' })).toMatchObject({
              ok: false,
              error: { code: 'GAME_OVER' },
            });
            continue;
          }
          const seat = decision.seats[0];
          const legal = new Set(maw.legalMoves(s, seat).map(maw.formatMove));
          expect(legal.size).toBeGreaterThan(0);
          for (const m of everyMove(seat))
            if (maw.apply(s, m).ok !== legal.has(maw.formatMove(m)))
              wrong.push(`${maw.formatMove(m)} by deciding seat`);
          const other = (seat + 1) % players;
          if (maw.legalMoves(s, other).length > 0) wrong.push(`legal moves listed for seat ${other}`);
          for (const m of everyMove(other)) {
            const r = maw.apply(s, m);
            if (r.ok || r.error.code !== 'NOT_YOUR_TURN') wrong.push(`${maw.formatMove(m)} by seat ${other}`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      propertyRuns(20),
    );
  });

  it('keeps each finished game in the record as it was dealt and played', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { players, states } = playSet(set);
        const last = states[states.length - 1];
        for (const game of last.record) {
          const during = states.filter((s) => s.deal.number === game.number);
          const [first, end] = [during[0].deal, during[during.length - 1].deal];
          expect(game).toMatchObject({
            dealer: first.dealer,
            trumps: end.trumps,
            turned: end.turned,
            robbery: end.robbery,
            tricksPlayed: 5,
          });
          expect(dealtOf(game)).toEqual(first.hands);
          expect(turnUpsOf(game)).toEqual(turnedCards(end, players));
          // The last state of a game holds all but the last card: that card finishes it and deals the next.
          const tricks = tricksOf(game);
          expect(tricks.slice(0, 4)).toEqual(end.tricks);
          expect(tricks[4]).toMatchObject({ leader: end.leader, cards: [...end.trick, expect.any(Number)] });
        }
      }),
      RUNS,
    );
  });

  it('replays its move list to the same state, at the end and part way', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { players, options, seed, moves, states } = playSet(set);
        const whole = replay(maw, { players, options, seed }, moves);
        expect(whole.ok).toBe(true);
        expect(whole.state).toEqual(states[states.length - 1]);
        const half = Math.floor(moves.length / 2);
        expect(replay(maw, { players, options, seed }, moves.slice(0, half)).state).toEqual(states[half]);
      }),
      RUNS,
    );
  });

  it('never shows a viewer a card they could not see at the table', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { players, states, moves } = playSet(set);
        const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, s) => s)];
        const leaks: string[] = [];
        for (const s of states) {
          for (const viewer of viewers) {
            const { record, ...current } = maw.view(s, viewer);
            const allowed = known(s, viewer);
            for (const c of cardsIn(current))
              if (!allowed.has(c)) leaks.push(`${c} to ${viewer} in game ${s.deal.number}`);
            const hand = typeof viewer === 'number' ? formatCards(s.deal.hands[viewer]) : null;
            if (JSON.stringify(current.hand) !== JSON.stringify(hand)) leaks.push(`wrong hand for ${viewer}`);
            // Recorded games never change once recorded: checking them at the end of the set is enough.
            if (s !== states[states.length - 1]) continue;
            const finished = s.phase === 'over' ? [...s.record, playedGame(s.deal, players)] : s.record;
            record.forEach((r, i) => {
              const open = new Set(formatCards([...dealtOf(finished[i]).flat(), ...turnUpsOf(finished[i])]));
              for (const c of cardsIn(r))
                if (!open.has(c)) leaks.push(`stock card ${c} in the record of game ${r.number}`);
            });
          }
        }
        for (const m of moves) {
          const parsed = maw.parseMove(m.seat, m.text);
          if (!parsed.ok || parsed.value.type !== 'rob') continue;
          const discard = formatCard(parsed.value.discard);
          for (const viewer of viewers)
            if (maw.redactMove(parsed.value, viewer).includes(discard) !== (viewer === m.seat))
              leaks.push(`log shows ${m.text} to ${viewer}`);
        }
        expect(leaks).toEqual([]);
      }),
      RUNS,
    );
  });

  it('parses every legal move back from its text', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { states } = playSet(set);
        for (const s of states) {
          const decision = maw.decision(s);
          if (decision === null) continue;
          for (const m of maw.legalMoves(s, decision.seats[0]))
            expect(maw.parseMove(m.seat, maw.formatMove(m))).toEqual({ ok: true, value: m });
        }
      }),
      RUNS,
    );
  });

  it('forces a move exactly when the player to move holds one card', () => {
    fc.assert(
      fc.property(setArb, (set) => {
        const { states } = playSet(set);
        for (const s of states) {
          const forced = maw.forcedMove(s);
          const lastCard = s.phase === 'play' && s.deal.hands[s.turn].length === 1;
          expect(forced !== null).toBe(lastCard);
          if (forced) expect(maw.legalMoves(s, s.turn)).toEqual([forced]);
        }
      }),
      RUNS,
    );
  });
});
