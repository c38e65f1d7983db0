import { createHash, createHmac } from 'node:crypto';
import { SHUFFLE_ALGORITHM, commitment, formatCard } from '../src/engine';
import { AnyGame, engine } from './support/engines';
import { testSeed } from './support/random-playout';

/*
 * The deal algorithm as docs/deals.md publishes it, written from that text
 * with node:crypto alone, as someone checking a match would write it. It must
 * deal exactly as the engine does.
 */

const WORD = 2 ** 32;

/** The stream for a label: HMAC-SHA256(seed, label ‖ 0 ‖ counter) blocks as big-endian 32-bit words. */
function stream(seed: Uint8Array, label: string): () => number {
  let words: number[] = [];
  let counter = 0;
  return () => {
    if (words.length === 0) {
      const block = createHmac('sha256', seed)
        .update(Buffer.concat([Buffer.from(label, 'utf8'), Buffer.from([0]), Buffer.from(String(counter++), 'utf8')]))
        .digest();
      words = Array.from({ length: 8 }, (_, i) => block.readUInt32BE(4 * i));
    }
    return words.shift() as number;
  };
}

function below(next: () => number, n: number): number {
  const limit = Math.floor(WORD / n) * n;
  for (;;) {
    const w = next();
    if (w < limit) return w % n;
  }
}

function shuffled(pack: readonly number[], seed: Uint8Array, label: string): number[] {
  const cards = pack.slice();
  const next = stream(seed, label);
  let i = cards.length - 1;
  while (i > 0) {
    const taken = [i];
    let product = i + 1;
    for (let k = i - 1; k > 0 && product * (k + 1) <= WORD; k--) {
      taken.push(k);
      product *= k + 1;
    }
    let x = below(next, product);
    for (const k of taken) {
      const j = x % (k + 1);
      x = (x - j) / (k + 1);
      [cards[k], cards[j]] = [cards[j], cards[k]];
    }
    i = taken[taken.length - 1] - 1;
  }
  return cards;
}

const PACK = Array.from({ length: 52 }, (_, c) => c);
const EIGHT_OF_DIAMONDS = 1 * 13 + 7;
const NINE_OF_DIAMONDS = 1 * 13 + 8;
const POPE_JOAN_PACK = PACK.filter((c) => c !== EIGHT_OF_DIAMONDS);
const sorted = (cards: readonly string[]) => [...cards].sort();

interface DealtView {
  readonly hand: string[];
}

/** Maw's game `number`: 3 then 2 cards to each player from the seat after the dealer, then the turn-up. */
function mawGame(seed: Uint8Array, number: number, dealer: number, players: number) {
  const deck = shuffled(PACK, seed, `maw/game/${number}`);
  const hands: number[][] = Array.from({ length: players }, () => []);
  let next = 0;
  for (const packet of [3, 2]) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players].push(...deck.slice(next, (next += packet)));
  }
  return { hands, turnUp: deck[next] };
}

/**
 * Pope Joan's deal `number`: one card at a time to the seats still in the
 * match, from the first after the dealer round to the dealer, then to the dead
 * hand (index `players`), again and again; the last card is the turn-up, which
 * under turnUpToDeadHand goes to the dead hand.
 */
function popeJoanDeal(
  seed: Uint8Array,
  number: number,
  dealer: number,
  players: number,
  inMatch: readonly boolean[],
  turnUpToDeadHand = false,
) {
  const deck = shuffled(POPE_JOAN_PACK, seed, `pope-joan/deal/${number}`);
  const dead = players;
  const order = [
    ...Array.from({ length: players }, (_, k) => (dealer + 1 + k) % players).filter((s) => inMatch[s]),
    dead,
  ];
  const hands: number[][] = Array.from({ length: players + 1 }, () => []);
  deck.forEach((c, i) => hands[turnUpToDeadHand && i === deck.length - 1 ? dead : order[i % order.length]].push(c));
  const turnUp = deck[deck.length - 1];
  return { deck, hands, turnUp, holder: hands.findIndex((h) => h.includes(turnUp)) };
}

/** The next dealer: the first seat to the left of the last one that is still in the match. */
function nextInMatch(status: readonly string[], from: number): number {
  for (let k = 1; k <= status.length; k++)
    if (status[(from + k) % status.length] === 'playing') return (from + k) % status.length;
  throw new Error('nobody is left in the match');
}

/** Plays the engine's first legal move (never fiving, never robbing) until `done`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function playUntil(game: AnyGame, start: unknown, done: (state: any) => boolean): unknown {
  let state = start;
  while (!done(state)) {
    const decision = game.decision(state);
    if (!decision) throw new Error('the match ended first');
    const legal = game.legalMoves(state, decision.seats[0]) as { type: string }[];
    const move = legal.find((m) => m.type !== 'rob' && m.type !== 'five') ?? legal[0];
    const next = game.apply(state, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

interface PopeJoanView {
  readonly deal: number;
  readonly dealer: number;
  readonly status: readonly string[];
  readonly handSizes: readonly number[];
  readonly hand: readonly string[] | null;
  readonly turnUp: { card: string; holder: number | null };
  readonly record: readonly { deal: number; dealer: number; outcome: string }[];
  readonly over: string | null;
}

/** Every seat's hand as the engine shows it to that seat, against the hands the text deals. */
function expectPopeJoanHands(game: AnyGame, state: unknown, players: number, hands: readonly number[][]): void {
  for (let seat = 0; seat < players; seat++) {
    const view = game.view(state, seat) as PopeJoanView;
    expect(view.handSizes[seat]).toBe(hands[seat].length);
    if (hands[seat].length === 0) expect(view.hand).toBeNull();
    else expect(sorted(view.hand ?? [])).toEqual(sorted(hands[seat].map(formatCard)));
  }
}

describe('the deal algorithm docs/deals.md publishes', () => {
  const seeds = Array.from({ length: 40 }, (_, n) => testSeed(1000 + n));

  it('commits to a seed as SHA-256 of "<algorithm>|<match id>|<seed hex>"', () => {
    const seed = seeds[0];
    const id = '0d6f5a9e-4a8e-4f5e-9a51-1c2f4b7e8d90';
    const text = `${SHUFFLE_ALGORITHM}|${id}|${Buffer.from(seed).toString('hex')}`;
    expect(SHUFFLE_ALGORITHM).toBe('hmac-sha256-fisher-yates-v1');
    expect(commitment(id, seed)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('deals Maw’s first game as the engine does: dealer, hands and turn-up', () => {
    const maw = engine('maw');
    for (const [n, seed] of seeds.entries()) {
      const players = n % 2 === 0 ? 2 : 4;
      const state = maw.setup({ players, options: players === 4 ? { partnership: true } : {}, seed });
      if (!state.ok) throw new Error(state.error.message);
      const dealer = below(stream(seed, 'maw/first-dealer'), players);
      const { hands, turnUp } = mawGame(seed, 1, dealer, players);
      const spectator = maw.view(state.value, 'spectator') as {
        game: { number: number; dealer: number; turnUp: string };
      };
      expect(spectator.game).toMatchObject({ number: 1, dealer, turnUp: formatCard(turnUp) });
      for (let seat = 0; seat < players; seat++)
        expect(sorted((maw.view(state.value, seat) as DealtView).hand)).toEqual(sorted(hands[seat].map(formatCard)));
    }
  });

  it('numbers Maw’s games from 1 and passes the deal to the left: game 2 is shuffled on maw/game/2', () => {
    const maw = engine('maw');
    for (const [n, seed] of seeds.slice(0, 12).entries()) {
      const players = n % 2 === 0 ? 2 : 4;
      const start = maw.setup({ players, options: players === 4 ? { partnership: true } : {}, seed });
      if (!start.ok) throw new Error(start.error.message);
      type MawView = { game: { number: number; dealer: number; turnUp: string }; record: { dealt: string[][] }[] };
      const state = playUntil(maw, start.value, (s) => (maw.view(s, 'spectator') as MawView).game.number !== 1);
      const first = below(stream(seed, 'maw/first-dealer'), players);
      const dealer = (first + 1) % players;
      const { hands, turnUp } = mawGame(seed, 2, dealer, players);
      const spectator = maw.view(state, 'spectator') as MawView;
      expect(spectator.game).toMatchObject({ number: 2, dealer, turnUp: formatCard(turnUp) });
      // The finished game's record shows its hands as dealt, in dealing order.
      expect(spectator.record[0].dealt).toEqual(mawGame(seed, 1, first, players).hands.map((h) => h.map(formatCard)));
      for (let seat = 0; seat < players; seat++)
        expect(sorted((maw.view(state, seat) as DealtView).hand)).toEqual(sorted(hands[seat].map(formatCard)));
    }
  });

  it('deals Pope Joan’s first deal as the engine does: dealer, hands and turn-up, under either turn-up rule', () => {
    const popeJoan = engine('pope-joan');
    for (const [n, seed] of seeds.entries()) {
      const players = 3 + (n % 6);
      const turnUpToDeadHand = n % 4 === 1;
      const state = popeJoan.setup({ players, options: { turnUpToDeadHand }, seed });
      if (!state.ok) throw new Error(state.error.message);
      const dealer = below(stream(seed, 'pope-joan/first-dealer'), players);
      const everyone = new Array<boolean>(players).fill(true);
      const dealt = popeJoanDeal(seed, 1, dealer, players, everyone, turnUpToDeadHand);
      // A turned-up Pope under the default popeTurnUp (stake) does not void the deal.
      expect(popeJoan.view(state.value, 'spectator')).toMatchObject({
        deal: 1,
        dealer,
        turnUp: { card: formatCard(dealt.turnUp), holder: dealt.holder === players ? null : dealt.holder },
      });
      expectPopeJoanHands(popeJoan, state.value, players, dealt.hands);
    }
  });

  it('numbers Pope Joan’s deals from 1 and passes the deal to the left: deal 2 is shuffled on pope-joan/deal/2', () => {
    const popeJoan = engine('pope-joan');
    for (const [n, seed] of seeds.slice(0, 12).entries()) {
      const players = 3 + (n % 6);
      const start = popeJoan.setup({ players, options: { startingCounters: 1000 }, seed });
      if (!start.ok) throw new Error(start.error.message);
      const state = playUntil(popeJoan, start.value, (s) => (popeJoan.view(s, 'spectator') as PopeJoanView).deal !== 1);
      const first = below(stream(seed, 'pope-joan/first-dealer'), players);
      const dealer = (first + 1) % players;
      const spectator = popeJoan.view(state, 'spectator') as PopeJoanView;
      expect(spectator).toMatchObject({ deal: 2, dealer, record: [{ deal: 1, dealer: first }] });
      const dealt = popeJoanDeal(seed, 2, dealer, players, new Array<boolean>(players).fill(true));
      expect(spectator.turnUp.card).toBe(formatCard(dealt.turnUp));
      expectPopeJoanHands(popeJoan, state, players, dealt.hands);
    }
  });

  it('leaves out of the rotation and the deal a seat that resigned', () => {
    const popeJoan = engine('pope-joan');
    for (const seed of seeds.slice(0, 8)) {
      const players = 5;
      const start = popeJoan.setup({ players, options: { startingCounters: 1000 }, seed });
      if (!start.ok) throw new Error(start.error.message);
      const first = below(stream(seed, 'pope-joan/first-dealer'), players);
      // The seat after the first dealer, who would deal next, resigns at once.
      const resigner = (first + 1) % players;
      const resigned = popeJoan.apply(start.value, { seat: resigner, type: 'resign' });
      if (!resigned.ok) throw new Error(resigned.error.message);
      const state = playUntil(
        popeJoan,
        resigned.value,
        (s) => (popeJoan.view(s, 'spectator') as PopeJoanView).deal !== 1,
      );
      const spectator = popeJoan.view(state, 'spectator') as PopeJoanView;
      expect(spectator.status[resigner]).toBe('resigned');
      const dealer = (first + 2) % players;
      expect(spectator).toMatchObject({ deal: 2, dealer });
      const inMatch = spectator.status.map((s) => s === 'playing');
      const dealt = popeJoanDeal(seed, 2, dealer, players, inMatch);
      expect(dealt.hands[resigner]).toEqual([]);
      expectPopeJoanHands(popeJoan, state, players, dealt.hands);
    }
  });

  it('leaves out of the rotation and the deal a seat that went bankrupt', () => {
    const popeJoan = engine('pope-joan');
    let skipped = 0;
    for (let n = 0; n < 400 && skipped < 5; n++) {
      const seed = testSeed(5000 + n);
      const players = 6;
      // Five counters each: the first dealer is emptied by the dressing, and others by paying whoever goes out.
      const start = popeJoan.setup({ players, options: { startingCounters: 5 }, seed });
      if (!start.ok) throw new Error(start.error.message);
      const state = playUntil(popeJoan, start.value, (s) => {
        const v = popeJoan.view(s, 'spectator') as PopeJoanView;
        return v.deal !== 1 || v.over !== null;
      });
      const spectator = popeJoan.view(state, 'spectator') as PopeJoanView;
      if (spectator.over !== null) continue;
      const first = below(stream(seed, 'pope-joan/first-dealer'), players);
      // Only seeds where the seat after the first dealer went bankrupt: its deal passes to the next one in the match.
      if (spectator.status[(first + 1) % players] !== 'bankrupt') continue;
      skipped++;
      const dealer = nextInMatch(spectator.status, first);
      expect(dealer).not.toBe((first + 1) % players);
      expect(spectator).toMatchObject({ deal: 2, dealer });
      const dealt = popeJoanDeal(
        seed,
        2,
        dealer,
        players,
        spectator.status.map((s) => s === 'playing'),
      );
      expectPopeJoanHands(popeJoan, state, players, dealt.hands);
    }
    expect(skipped).toBe(5);
  });

  it('counts a deal voided by a turned-up Pope: the next one is deal 2, dealt by the next seat', () => {
    const popeJoan = engine('pope-joan');
    let voided = 0;
    for (let n = 0; n < 5000 && voided < 3; n++) {
      const seed = testSeed(20_000 + n);
      const players = 4;
      const first = below(stream(seed, 'pope-joan/first-dealer'), players);
      const everyone = new Array<boolean>(players).fill(true);
      if (popeJoanDeal(seed, 1, first, players, everyone).turnUp !== NINE_OF_DIAMONDS) continue;
      const dealer = (first + 1) % players;
      const dealt = popeJoanDeal(seed, 2, dealer, players, everyone);
      if (dealt.turnUp === NINE_OF_DIAMONDS) continue;
      voided++;
      const state = popeJoan.setup({ players, options: { popeTurnUp: 'endsDeal' }, seed });
      if (!state.ok) throw new Error(state.error.message);
      expect(popeJoan.view(state.value, 'spectator')).toMatchObject({
        deal: 2,
        dealer,
        record: [{ deal: 1, dealer: first, outcome: 'popeTurnUp' }],
        turnUp: { card: formatCard(dealt.turnUp) },
      });
      expectPopeJoanHands(popeJoan, state.value, players, dealt.hands);
    }
    expect(voided).toBe(3);
  });
});
