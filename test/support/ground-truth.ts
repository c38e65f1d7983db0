import { Card, OptionInput, Viewer, formatCard, seedFromHex } from '../../src/engine';
import { engine } from './engines';
import { unpackCards } from '../../src/engine/cards/card-string';
import { dealtHands } from '../../src/engine/games/maw/deal';
import { dealtOf, tricksOf, turnUpsOf } from '../../src/engine/games/maw/played-game';
import { HAND_SIZE, MawState, Robbery } from '../../src/engine/games/maw/state';
import { readDeal } from '../../src/engine/games/pope-joan/deal-record';
import { DEAD, PLAYED, PackedDeal, PopeJoanState, playedBy } from '../../src/engine/games/pope-joan/state';

/** One move of a match log, unredacted, at its sequence number. */
export interface TrueMove {
  readonly seq: number;
  readonly seat: number;
  readonly text: string;
}

/** What a viewer may have seen at the table at one point of a match, as sets of cards in notation. */
export interface Knowledge {
  /** The deal in progress (or the last one, once the match is over): the viewer's own cards and everything shown face up. */
  readonly table: ReadonlySet<string>;
  /** Deal `number` as the viewer saw it at the table: what its log entries may show. */
  tableOf(number: number): ReadonlySet<string>;
  /** Deal `number` in full, once it is finished (what the view's record may show); empty before. */
  recordOf(number: number): ReadonlySet<string>;
}

/**
 * The cards each viewer may know, worked out from the engine's own states
 * (hands as dealt, cards played, turn-ups), never from its views: the views
 * are what the hidden-information tests check. One implementation per game.
 */
interface TableRules<S> {
  currentDeal(state: S): number;
  /** Cards of deal `number` that `viewer` saw at the table. */
  table(state: S, number: number, viewer: Viewer): Set<Card>;
  /** Every card of deal `number` once it is finished; null while it runs. */
  record(state: S, number: number): Set<Card> | null;
  /** The cards `seat` holds now, while a deal runs. */
  hand(state: S, seat: number): Card[];
}

const maw: TableRules<MawState> = {
  currentDeal: (s) => s.deal.number,
  table(s, number, viewer) {
    const game = mawGame(s, number);
    const seen = new Set<Card>([...game.turnedUp, ...game.played]);
    if (game.robbery) seen.add(game.robbery.took);
    if (typeof viewer === 'number') {
      for (const c of game.dealt[viewer]) seen.add(c);
      // Maw's hidden card: the robber's discard, known to the robber alone until the game ends (maw.md, Visibility).
      if (game.robbery?.seat === viewer) seen.add(game.robbery.discard);
    }
    return seen;
  },
  record(s, number) {
    const finished = number < s.deal.number || (number === s.deal.number && s.phase === 'over');
    if (!finished) return null;
    const game = mawGame(s, number);
    // The stock below the turn-ups stays hidden for good; everything dealt, turned or discarded is public.
    const all = new Set<Card>([...game.dealt.flat(), ...game.turnedUp]);
    if (game.robbery) all.add(game.robbery.discard);
    return all;
  },
  hand: (s, seat) => [...s.deal.hands[seat]],
};

/** The cards of one Maw game: the one in progress, or a finished one from the set's record. */
interface MawGameCards {
  readonly dealt: readonly (readonly Card[])[];
  readonly turnedUp: readonly Card[];
  /** Every card played to a trick, complete or not. */
  readonly played: readonly Card[];
  readonly robbery: Robbery | null;
}

function mawGame(s: MawState, number: number): MawGameCards {
  if (number === s.deal.number) {
    const deal = s.deal;
    const from = HAND_SIZE * s.players;
    return {
      dealt: dealtHands(deal.deck, deal.dealer, s.players),
      turnedUp: unpackCards(deal.deck, from, from + deal.turned),
      played: [...deal.tricks.flatMap((t) => t.cards), ...deal.trick],
      robbery: deal.robbery,
    };
  }
  const game = s.record[number - 1];
  if (game?.number !== number) throw new Error(`no Maw game ${number} in this state`);
  return {
    dealt: dealtOf(game),
    turnedUp: turnUpsOf(game),
    played: tricksOf(game).flatMap((t) => t.cards),
    robbery: game.robbery,
  };
}

const popeJoan: TableRules<PopeJoanState> = {
  currentDeal: (s) => s.deal.number,
  table(s, number, viewer) {
    if (number !== s.deal.number || s.deal.turn === null) return popeJoan.record(s, number) ?? new Set();
    const deal = s.deal;
    const seen = new Set<Card>([deal.turnUp]);
    const seesDead = s.options.dealerSeesDeadHand && viewer === deal.dealer;
    deal.place.forEach((place, c) => {
      const own = typeof viewer === 'number' && (place === viewer || playedBy(place) === viewer);
      if (place >= PLAYED || own || (seesDead && place === DEAD)) seen.add(c);
    });
    return seen;
  },
  record(s, number) {
    const packed: PackedDeal | undefined = s.record[number - 1];
    if (packed === undefined) return null;
    const r = readDeal(packed);
    return new Set<Card>([r.turnUp, ...r.plays.map((p) => p.card), ...r.hands.flat(), ...r.deadHand]);
  },
  hand: (s, seat) => s.deal.place.flatMap((place, c) => (place === seat ? [c] : [])),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const RULES: Record<string, TableRules<any>> = { maw, 'pope-joan': popeJoan };

const names = (cards: Iterable<Card>): Set<string> => new Set([...cards].map(formatCard));

/**
 * A finished match rebuilt on the side from its revealed seed and its
 * unredacted log: the engine state after every event, and from it what each
 * viewer could know at any sequence number.
 */
export class GroundTruth {
  private constructor(
    private readonly rules: TableRules<unknown>,
    /** Engine state after the first n events; null before the start. */
    private readonly states: readonly unknown[],
  ) {}

  /** `startedSeq`: the seq of the `started` event; `moves`: every move after it, in order. */
  static rebuild(
    gameId: string,
    players: number,
    options: OptionInput,
    seedHex: string,
    startedSeq: number,
    moves: readonly TrueMove[],
  ): GroundTruth {
    const game = engine(gameId);
    const seed = seedFromHex(seedHex);
    if (!seed) throw new Error(`not a seed: ${seedHex}`);
    const start = game.setup({ players, options, seed });
    if (!start.ok) throw new Error(start.error.message);
    const states: unknown[] = new Array(startedSeq + 1).fill(null);
    let state = start.value;
    states.push(state);
    for (const m of moves) {
      if (m.seq !== states.length - 1) throw new Error(`move at seq ${m.seq}, expected ${states.length - 1}`);
      const parsed = game.parseMove(m.seat, m.text);
      const next = parsed.ok ? game.apply(state, parsed.value) : parsed;
      if (!next.ok) throw new Error(`the log does not replay at seq ${m.seq}: ${next.error.message}`);
      state = next.value;
      states.push(state);
    }
    return new GroundTruth(RULES[gameId], states);
  }

  /** The engine state after `seq` events (the state a response at that seq shows). */
  stateAt(seq: number): unknown {
    if (seq < 0 || seq >= this.states.length) throw new Error(`no state at seq ${seq}`);
    return this.states[seq];
  }

  /** The deal a move logged at `seq` belongs to. */
  dealOfMove(seq: number): number {
    return this.rules.currentDeal(this.stateAt(seq));
  }

  /** The cards `seat` holds once `seq` events have happened, in notation and sorted. */
  handAt(seq: number, seat: number): string[] {
    return [...names(this.rules.hand(this.stateAt(seq), seat))].sort();
  }

  /** Pope Joan's dead hand once `seq` events have happened, in notation and sorted. */
  deadHandAt(seq: number): string[] {
    return [...names(this.rules.hand(this.stateAt(seq), DEAD))].sort();
  }

  /**
   * What `viewer` may know once `seq` events have happened. Worked out once per seq and viewer, each
   * deal's sets once: the leak checks ask for them for every card of every response.
   */
  knowledge(seq: number, viewer: Viewer): Knowledge {
    const key = `${seq} ${viewer}`;
    let known = this.known.get(key);
    if (!known) this.known.set(key, (known = this.workOut(seq, viewer)));
    return known;
  }

  private readonly known = new Map<string, Knowledge>();

  private workOut(seq: number, viewer: Viewer): Knowledge {
    const state = this.stateAt(seq);
    const empty = new Set<string>();
    if (state === null) return { table: empty, tableOf: () => empty, recordOf: () => empty };
    const rules = this.rules;
    return {
      table: names(rules.table(state, rules.currentDeal(state), viewer)),
      tableOf: once((number) => names(rules.table(state, number, viewer))),
      recordOf: once((number) => names(rules.record(state, number) ?? [])),
    };
  }
}

/** `work`, remembering its answer for each deal number. */
function once(work: (number: number) => ReadonlySet<string>): (number: number) => ReadonlySet<string> {
  const answers = new Map<number, ReadonlySet<string>>();
  return (number) => {
    let answer = answers.get(number);
    if (!answer) answers.set(number, (answer = work(number)));
    return answer;
  };
}
