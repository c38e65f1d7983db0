import { Card, suitOf } from '../../src/engine/cards/card';
import { parseCard } from '../../src/engine/cards/notation';
import { Seat } from '../../src/engine/core/game';
import { OptionInput } from '../../src/engine/core/option-spec';
import { popeJoan } from '../../src/engine/games/pope-joan/pope-joan';
import { testSeed } from './random-playout';
import { COMPARTMENTS } from '../../src/engine/games/pope-joan/compartments';
import { PopeJoanOptions, resolvePopeJoanOptions } from '../../src/engine/games/pope-joan/options';
import { EIGHT_OF_DIAMONDS, PACK } from '../../src/engine/games/pope-joan/pack';
import { ABSENT, DEAD, PopeJoanState, Turn, playedPlace } from '../../src/engine/games/pope-joan/state';
import { seedOf } from '../../src/engine/random/seed';

export interface TableSpec {
  readonly players: number;
  /** Each seat's hand, in notation. Cards named nowhere lie in the dead hand. */
  readonly hands: readonly (readonly string[])[];
  /** Cards already played, in order, with their seats. */
  readonly played?: readonly { readonly seat: Seat; readonly card: string }[];
  readonly turnUp: string;
  readonly dealer?: Seat;
  readonly turn?: Turn;
  readonly stopSuit?: number | null;
  readonly counters?: readonly number[];
  readonly board?: readonly number[];
  readonly options?: Partial<PopeJoanOptions>;
  readonly dealsDealt?: readonly number[];
}

export function c(text: string): Card {
  const card = parseCard(text);
  if (card === undefined) throw new Error(`not a card: ${text}`);
  return card;
}

/**
 * A Pope Joan state arranged by hand for rule tests: the deal in progress has
 * exactly the hands given, the eldest (left of the dealer) leads unless `turn`
 * says otherwise.
 */
export function table(spec: TableSpec): PopeJoanState {
  const resolved = resolvePopeJoanOptions(spec.options);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const options = resolved.value;
  const n = spec.players;
  const place = new Array<number>(52).fill(DEAD);
  place[EIGHT_OF_DIAMONDS] = ABSENT;
  const handSizes = new Array<number>(n).fill(0);
  spec.hands.forEach((hand, seat) =>
    hand.forEach((t) => {
      place[c(t)] = seat;
      handSizes[seat]++;
    }),
  );
  const plays = spec.played ?? [];
  plays.forEach((p, order) => (place[c(p.card)] = playedPlace(p.seat, order)));
  const deadSize = PACK.filter((card) => place[card] === DEAD).length;
  const dealer = spec.dealer ?? n - 1;
  const eldest = (dealer + 1) % n;
  const turnUp = c(spec.turnUp);
  const live = new Array<boolean>(n).fill(true);
  return {
    options,
    seed: seedOf(new Uint8Array(32)),
    players: n,
    counters: spec.counters ?? new Array<number>(n).fill(options.startingCounters),
    board: spec.board ?? new Array<number>(COMPARTMENTS.length).fill(0),
    status: new Array<'playing'>(n).fill('playing'),
    dealsDealt: spec.dealsDealt ?? new Array<number>(n).fill(0),
    deal: {
      number: 1,
      dealer,
      eldest,
      dealtIn: live,
      live,
      place,
      handSizes,
      deadSize,
      trumps: suitOf(turnUp),
      turnUp,
      turnUpHolder: spec.hands.findIndex((h) => h.includes(spec.turnUp)),
      played: plays.length,
      turn: spec.turn ?? { seat: eldest, kind: 'lead' },
      stopSuit: (spec.stopSuit ?? null) as PopeJoanState['deal']['stopSuit'],
    },
    record: [],
    over: null,
  };
}

/** A match set up from test seed `i`. */
export function start(players: number, i: number, options?: OptionInput): PopeJoanState {
  const s = popeJoan.setup({ players, seed: testSeed(i), options });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** The first test seed whose opening deal satisfies `want` (a turned-up Pope, say). */
export function startWhere(players: number, want: (s: PopeJoanState) => boolean, options?: OptionInput): PopeJoanState {
  for (let i = 0; i < 10_000; i++) {
    const s = start(players, i, options);
    if (want(s)) return s;
  }
  throw new Error('no such seed');
}
