import { createHash, createHmac } from 'node:crypto';
import { AnyGame, SHUFFLE_ALGORITHM, commitment, formatCard } from '../src/engine';
import { GAMES } from '../src/engine/games';
import { testSeed } from './support/random-playout';

/*
 * The deal algorithm as the README publishes it ("Checking the deals"),
 * written from that text with node:crypto alone, as someone checking a match
 * would write it. It must deal exactly as the engine does.
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
const sorted = (cards: readonly string[]) => [...cards].sort();

interface DealtView {
  readonly hand: string[];
}

describe('the deal algorithm the README publishes', () => {
  const seeds = Array.from({ length: 40 }, (_, n) => testSeed(1000 + n));

  it('commits to a seed as SHA-256 of "<algorithm>|<match id>|<seed hex>"', () => {
    const seed = seeds[0];
    const id = '0d6f5a9e-4a8e-4f5e-9a51-1c2f4b7e8d90';
    const text = `${SHUFFLE_ALGORITHM}|${id}|${Buffer.from(seed).toString('hex')}`;
    expect(SHUFFLE_ALGORITHM).toBe('hmac-sha256-fisher-yates-v1');
    expect(commitment(id, seed)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('deals Maw’s first game as the engine does: dealer, hands and turn-up', () => {
    const maw = GAMES.get('maw') as AnyGame;
    for (const [n, seed] of seeds.entries()) {
      const players = n % 2 === 0 ? 2 : 4;
      const state = maw.setup({ players, options: players === 4 ? { partnership: true } : {}, seed });
      if (!state.ok) throw new Error(state.error.message);
      const dealer = below(stream(seed, 'maw/first-dealer'), players);
      const deck = shuffled(PACK, seed, 'maw/game/1');
      const hands: number[][] = Array.from({ length: players }, () => []);
      let next = 0;
      for (const packet of [3, 2]) {
        for (let k = 1; k <= players; k++) hands[(dealer + k) % players].push(...deck.slice(next, (next += packet)));
      }
      const spectator = maw.view(state.value, 'spectator') as { game: { dealer: number; turnUp: string } };
      expect(spectator.game).toMatchObject({ dealer, turnUp: formatCard(deck[next]) });
      for (let seat = 0; seat < players; seat++)
        expect(sorted((maw.view(state.value, seat) as DealtView).hand)).toEqual(sorted(hands[seat].map(formatCard)));
    }
  });

  it('deals Pope Joan’s first deal as the engine does: dealer, hands and turn-up, under either turn-up rule', () => {
    const popeJoan = GAMES.get('pope-joan') as AnyGame;
    for (const [n, seed] of seeds.entries()) {
      const players = 3 + (n % 6);
      const turnUpToDeadHand = n % 4 === 1;
      const state = popeJoan.setup({ players, options: { turnUpToDeadHand }, seed });
      if (!state.ok) throw new Error(state.error.message);
      const dealer = below(stream(seed, 'pope-joan/first-dealer'), players);
      const deck = shuffled(
        PACK.filter((c) => c !== EIGHT_OF_DIAMONDS),
        seed,
        'pope-joan/deal/1',
      );
      const DEAD = players;
      const order = [...Array.from({ length: players }, (_, k) => (dealer + 1 + k) % players), DEAD];
      const hands: number[][] = Array.from({ length: players + 1 }, () => []);
      deck.forEach((c, i) => hands[turnUpToDeadHand && i === deck.length - 1 ? DEAD : order[i % order.length]].push(c));
      const turnUp = deck[deck.length - 1];
      const holder = hands.findIndex((h) => h.includes(turnUp));
      const spectator = popeJoan.view(state.value, 'spectator') as {
        dealer: number;
        turnUp: { card: string; holder: number | 'dead' };
      };
      expect(spectator).toMatchObject({
        dealer,
        turnUp: { card: formatCard(turnUp), holder: holder === DEAD ? 'dead' : holder },
      });
      for (let seat = 0; seat < players; seat++)
        expect(sorted((popeJoan.view(state.value, seat) as DealtView).hand)).toEqual(
          sorted(hands[seat].map(formatCard)),
        );
    }
  });
});
