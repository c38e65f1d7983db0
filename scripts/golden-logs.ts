/**
 * Writes the golden match logs (test/golden/<game>/<name>.json): fixed seeds
 * played as whole matches through the server's own decisions
 * (src/matches/domain/decide.ts), so each file is a log as the server
 * writes it, forced moves and all, with the end it reaches. Run deliberately,
 * after a rule change that bumps rulesVersion: npm run golden:maw,
 * npm run golden:pope-joan (or node build/scripts/golden-logs.js with no game:
 * every game). src/matches/domain/golden-logs.spec.ts replays them; it never
 * writes them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OptionInput, SHUFFLE_ALGORITHM, Table, commitment } from '../src/engine';
import { maw } from '../src/engine/games/maw/maw';
import { popeJoan } from '../src/engine/games/pope-joan/pope-joan';
import { Decided, claimTimeout, join as joinMatch, play, resign } from '../src/matches/domain/decide';
import { EMPTY_MATCH, MatchState, evolve, deadlineAfter } from '../src/matches/domain/match-state';
import { AnyGame, matchSetup } from '../test/support/engines';
import { GoldenLog, GoldenRow, goldenEnd } from '../test/support/golden-log';
import { testSeed, xorshift } from '../test/support/random-playout';

interface GoldenCase {
  readonly name: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly options: OptionInput;
  /** The match seed is testSeed(seedNo), and the driver's stream xorshift(seedNo). */
  readonly seedNo: number;
  readonly daysPerMove?: number;
  /**
   * Once this many moves have been chosen, the seat after the one awaited
   * resigns, or claims that the awaited seat has run out of time.
   */
  readonly interrupt?: { readonly after: number; readonly by: 'resigning' | 'claimingTimeout' };
}

const MAW_VARIANTS: OptionInput = {
  ranking: 'older',
  fiving: 'untilNewSuit',
  dealerRobsAce: true,
  followRule: 'followOrTrump',
  reneging: true,
  target: 21,
};

const POPE_JOAN_VARIANTS: OptionInput = {
  startingCounters: 30,
  dressing: 'shared',
  dealerSeesDeadHand: true,
  turnUpToDeadHand: true,
  popeTurnUp: 'hoyle',
  leadRule: 'lowestInHand',
  newSuitAfterStop: true,
  splitPairs: true,
  popeHolderPays: 'double',
  deals: 3,
};

// The seeds and options of the engine's earlier golden playthroughs: the same matches, now as server logs.
// The interrupted ones are those matches cut short by a resignation or a timeout, then played on.
const CASES: readonly GoldenCase[] = [
  { name: 'two-players-default', game: maw, players: 2, options: {}, seedNo: 101 },
  { name: 'partnership', game: maw, players: 4, options: { partnership: true }, seedNo: 202 },
  { name: 'variants', game: maw, players: 2, options: MAW_VARIANTS, seedNo: 323 },
  {
    name: 'partnership-resigned',
    game: maw,
    players: 4,
    options: { partnership: true },
    seedNo: 202,
    interrupt: { after: 60, by: 'resigning' },
  },
  { name: '3-players-defaults', game: popeJoan, players: 3, options: {}, seedNo: 116 },
  { name: '5-players-defaults', game: popeJoan, players: 5, options: {}, seedNo: 202 },
  { name: '8-players-defaults', game: popeJoan, players: 8, options: {}, seedNo: 303 },
  { name: '4-players-variants', game: popeJoan, players: 4, options: POPE_JOAN_VARIANTS, seedNo: 401 },
  {
    name: '5-players-timed-out',
    game: popeJoan,
    players: 5,
    options: {},
    seedNo: 202,
    daysPerMove: 3,
    interrupt: { after: 12, by: 'claimingTimeout' },
  },
];

/**
 * The seeded random driver's choice (test/support/random-playout.ts): a
 * deciding seat, then one of its legal moves, two draws from the stream.
 */
function choose(table: Table, random: () => number): { seat: number; move: string } {
  const decision = table.decision();
  if (!decision) throw new Error('no decision to choose for');
  const seat = decision.seats[Math.floor(random() * decision.seats.length)];
  const legal = table.legalMoves(seat);
  if (legal.length === 0) throw new Error(`no legal move for deciding seat ${seat}`);
  return { seat, move: legal[Math.floor(random() * legal.length)] };
}

function playCase(c: GoldenCase): GoldenLog {
  const seedBytes = testSeed(c.seedNo);
  const seed = Buffer.from(seedBytes).toString('hex');
  const players = Array.from({ length: c.players }, (_, i) => `p${i}`);
  const setup = matchSetup(c.game, { options: c.options, seats: c.players, creatorId: players[0], seed });
  const random = xorshift(c.seedNo);
  const rows: GoldenRow[] = [];
  let state: MatchState = EMPTY_MATCH;

  /** Folds a decided batch into the log, as the service appends it. */
  const append = (playerId: string, decided: Decided): void => {
    if (!decided.ok) throw new Error(`${c.name}: refused at seq ${state.seq}: ${decided.error.message}`);
    const batch = state.seq;
    for (const event of decided.value) {
      // The driver draws for the moves the server forces too, as it did when it played them itself, so
      // the matches are the ones it plays from these seeds; and it would have played the same card.
      if (event.kind === 'move' && event.forced && state.game) {
        const drawn = choose(state.game, random);
        if (drawn.seat !== event.seat || drawn.move !== event.move)
          throw new Error(`${c.name}: the server forced ${event.seat} ${event.move} at seq ${state.seq}`);
      }
      const next = evolve(setup, state, event);
      if (!next.ok) throw new Error(`${c.name}: decided event ${state.seq} does not fold: ${next.error.message}`);
      rows.push({ seq: state.seq, batch, playerId, event });
      state = next.value;
    }
  };

  // The creator takes a seat when creating the match; the others join until it starts by itself.
  for (const playerId of players) append(playerId, joinMatch(setup, state, playerId));
  let chosen = 0;
  let interrupt = c.interrupt;
  while (state.status === 'active' && state.game) {
    if (interrupt && chosen === interrupt.after) {
      const awaited = state.game.decision()?.seats[0] ?? 0;
      const other = state.seating[(awaited + 1) % state.seating.length];
      if (interrupt.by === 'resigning') append(other, resign(setup, state, other));
      else {
        // Claimed the moment the awaited decision is overdue: the log records the outcome, not the clock.
        const deadline = deadlineAfter(0, c.daysPerMove ?? 1);
        append(other, claimTimeout(setup, state, other, deadline, deadline));
      }
      interrupt = undefined;
      continue;
    }
    const { seat, move } = choose(state.game, random);
    append(state.seating[seat], play(state, state.seating[seat], move));
    chosen++;
  }

  const matchId = uuidFrom(`golden/${c.game.id}/${c.name}`);
  return {
    name: c.name,
    gameId: c.game.id,
    rulesVersion: setup.game.rulesVersion,
    shuffleAlgorithm: SHUFFLE_ALGORITHM,
    matchId,
    seats: c.players,
    options: setup.rules.options,
    daysPerMove: c.daysPerMove ?? null,
    creatorId: players[0],
    players,
    seed,
    commitment: commitment(matchId, seedBytes),
    events: rows,
    end: goldenEnd(c.game.id, state),
  };
}

/** A fixed match id, shaped as the server's (a version 4 UUID), from a golden's name. */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * JSON as a person would lay it out: whatever fits in a line on one line, and
 * each log row on a line of its own, so a regenerated log's diff shows the
 * events that changed.
 */
function formatLog(log: GoldenLog): string {
  const { events, end, ...header } = log;
  const rows = events.map((row) => `    ${oneLine(row)}`).join(',\n');
  return pretty({ ...header, events: '<events>', end }, '', 0).replace('"<events>"', `[\n${rows}\n  ]`);
}

const WIDTH = 120;

/** `value` on one line if it fits after `lead` characters, else one member a line, each laid out the same way. */
function pretty(value: unknown, indent: string, lead: number): string {
  const flat = oneLine(value);
  if (typeof value !== 'object' || value === null || lead + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((v) => inner + pretty(v, inner, inner.length)).join(',\n')}\n${indent}]`;
  const members = Object.entries(value).map(([key, v]) => {
    const start = `${inner}${JSON.stringify(key)}: `;
    return start + pretty(v, inner, start.length);
  });
  return `{\n${members.join(',\n')}\n${indent}}`;
}

function oneLine(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

const wanted = process.argv.slice(2);
const games = wanted.length > 0 ? wanted : [...new Set(CASES.map((c) => c.game.id))];
for (const gameId of games) {
  const cases = CASES.filter((c) => c.game.id === gameId);
  if (cases.length === 0) throw new Error(`no golden logs for game ${gameId}`);
  const dir = resolve(__dirname, '../../test/golden', gameId);
  // The folder holds exactly the cases above: a case renamed or dropped leaves no file behind.
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.json')) rmSync(join(dir, file));
  for (const c of cases) {
    const log = playCase(c);
    writeFileSync(join(dir, `${c.name}.json`), formatLog(log) + '\n');
    const moves = log.events.filter((row) => row.event.kind === 'move').length;
    console.log(
      `${gameId}/${c.name}: ${log.events.length} events (${moves} moves), ${log.end.status}, ${log.end.result?.reason}`,
    );
  }
}
