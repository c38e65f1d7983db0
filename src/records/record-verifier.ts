import {
  ConfiguredGame,
  SHUFFLE_ALGORITHM,
  SPECTATOR,
  SealedGame,
  Table,
  Viewer,
  formatCard,
  verifyCommitment,
  seedFromHex,
} from '../engine';
import { storableInstant } from '../common';
import { MatchEvent, RESIGN } from '../matches';
import { FORCED, TIMED_OUT, sectionWord } from './record-body';
import { Divergence } from './record-divergence';
import { ParsedEntry, ParsedRecord, ParsedTag } from './record-parser';
import { RecordSeat } from './recorded-match';
import { SPECTATOR_TEXT, seatHandleTag, seatTag, seatText } from './record-tags';
import { optionsText, standingsText } from './record-writer';

/** A record that verified, read into what a match is stored from: its moves with every `??` resolved. */
export interface VerifiedRecord {
  readonly site: string;
  readonly matchId: string;
  readonly game: SealedGame;
  readonly rules: ConfiguredGame;
  readonly shuffleAlgorithm: string;
  readonly commitment: string;
  readonly seed: string;
  readonly status: string;
  readonly imported: boolean;
  readonly createdAt: Date;
  readonly endedAt: Date | null;
  readonly daysPerMove: number | null;
  readonly seats: readonly RecordSeat[];
  /** The game's log from the start: every move (discards as dealt) and timeout, as the server logs them. */
  readonly events: readonly MatchEvent[];
}

export type RecordVerdict =
  | { readonly kind: 'ok'; readonly record: VerifiedRecord }
  /** Everything but the play checked: the record carries no seed (its match was not over when it was written). */
  | { readonly kind: 'unsealed'; readonly index: number; readonly matchId: string }
  | { readonly kind: 'diverges'; readonly divergence: Divergence };

const STATUSES = new Set(['open', 'active', 'finished', 'aborted']);
const ALL_CARDS: readonly string[] = Array.from({ length: 52 }, (_, c) => formatCard(c));
const HIDDEN = '??';

class Diverged {
  /** How many entries replayed before it: of the cards tried for a `??`, the one that got furthest says most. */
  reached = 0;
  constructor(readonly divergence: Divergence) {}
}

/** One entry of the body, with the section it stands in. */
interface Placed {
  readonly entry: ParsedEntry;
  readonly section: string;
  readonly sectionNumber: number;
  /** Whether it is the first entry of its section (where the section's number is checked). */
  readonly first: boolean;
  readonly headerLine: number;
}

/**
 * Checks one parsed record (docs/records.md): its tags, the seed against the
 * commitment, every deal re-derived from the seed, every entry replayed
 * through the game's rules with its forced mark checked, and the result
 * tags against the result reached. A `??` (a discard the reader did not
 * see) is resolved as the card for which the rest of the record replays.
 */
export function verifyRecord(parsed: ParsedRecord, games: ReadonlyMap<string, SealedGame>, now: Date): RecordVerdict {
  try {
    return verified(parsed, games, now);
  } catch (e) {
    if (e instanceof Diverged) return { kind: 'diverges', divergence: e.divergence };
    throw e;
  }
}

function verified(parsed: ParsedRecord, games: ReadonlyMap<string, SealedGame>, now: Date): RecordVerdict {
  const at = (line: number, expected: string, found: string, where: Partial<Divergence> = {}): Diverged =>
    new Diverged({ record: parsed.index, line, section: null, move: null, expected, found, ...where });
  const tag = (name: string): ParsedTag => {
    const t = parsed.tags.get(name);
    if (t === undefined) throw at(parsed.line, `a ${name} tag`, 'none');
    return t;
  };
  const optional = (name: string): ParsedTag | null => parsed.tags.get(name) ?? null;

  const gameTag = tag('Game');
  const game = games.get(gameTag.value);
  if (!game) throw at(gameTag.line, `a game this verifier knows (${[...games.keys()].join(', ')})`, gameTag.value);
  const rulesTag = tag('RulesVersion');
  if (rulesTag.value !== game.rulesVersion) throw at(rulesTag.line, `rules ${game.rulesVersion}`, rulesTag.value);
  const shuffleTag = tag('ShuffleAlgorithm');
  if (shuffleTag.value !== SHUFFLE_ALGORITHM) throw at(shuffleTag.line, SHUFFLE_ALGORITHM, shuffleTag.value);
  const rules = configured(game, tag('Options'), at);
  const seatsTag = tag('Seats');
  const seatCount = Number(seatsTag.value);
  if (!rules.seatCounts.includes(seatCount))
    throw at(seatsTag.line, `a seat count these options allow (${rules.seatCounts.join(', ')})`, seatsTag.value);
  const statusTag = tag('Status');
  if (!STATUSES.has(statusTag.value)) throw at(statusTag.line, [...STATUSES].join(', '), statusTag.value);
  const status = statusTag.value;
  const created = instant(tag('Created'), at);
  const endedTag = optional('Ended');
  if (endedTag === null && (status === 'finished' || status === 'aborted'))
    throw at(parsed.line, 'an Ended tag: when the match ended', 'none');
  const ended = endedTag === null ? null : instant(endedTag, at);
  if (endedTag !== null && ended !== null) {
    if (ended < created)
      throw at(endedTag.line, `an Ended time after Created (${created.toISOString()})`, endedTag.value);
    if (ended > now) throw at(endedTag.line, 'an Ended time that has passed', endedTag.value);
  }
  const daysTag = tag('DaysPerMove');
  const days = daysTag.value === '-' ? null : Number(daysTag.value);
  if (days !== null && !(Number.isInteger(days) && days > 0))
    throw at(daysTag.line, 'a whole number of days, or -', daysTag.value);
  const seats: RecordSeat[] = [];
  if (status !== 'open')
    for (let s = 0; s < seatCount; s++)
      seats.push({ name: tag(seatTag(s)).value, handle: optional(seatHandleTag(s))?.value ?? null });
  const viewerTag = tag('Viewer');
  const viewer = viewerOf(viewerTag.value, seatCount);
  if (viewer === null)
    throw at(viewerTag.line, `${SPECTATOR_TEXT} or a seat, S0 to S${seatCount - 1}`, viewerTag.value);
  const matchId = tag('MatchId').value;
  const commitmentTag = tag('Commitment');
  const seedTag = optional('Seed');
  const placed = placedEntries(parsed, gameTag.value, at);
  if (seedTag === null) {
    if (status === 'finished' || status === 'aborted')
      throw at(parsed.line, `a Seed tag: the match is ${status}`, 'none');
    return { kind: 'unsealed', index: parsed.index, matchId };
  }
  const seed = seedFromHex(seedTag.value);
  if (seed === undefined) throw at(seedTag.line, 'a seed of 64 hexadecimal digits', seedTag.value);
  if (!verifyCommitment(matchId, seed, commitmentTag.value, shuffleTag.value))
    throw at(seedTag.line, `a seed whose commitment for match ${matchId} is ${commitmentTag.value}`, 'another seed');
  const events: MatchEvent[] = [];
  if (status !== 'open') {
    const dealt = rules.deal(seatCount, seed);
    if (!dealt.ok) throw at(seatsTag.line, 'a deal', dealt.error.message);
    const end = (table: Table): void => checkEnd(table, status, parsed, at);
    replayEntries({ game, viewer, placed, at, end }, dealt.value, 0, events);
  }
  return {
    kind: 'ok',
    record: {
      site: tag('Site').value,
      matchId,
      game,
      rules,
      shuffleAlgorithm: shuffleTag.value,
      commitment: commitmentTag.value,
      seed: seedTag.value.toLowerCase(),
      status,
      imported: optional('Imported')?.value === 'true',
      createdAt: created,
      endedAt: ended,
      daysPerMove: days,
      seats,
      events,
    },
  };
}

type At = (line: number, expected: string, found: string, where?: Partial<Divergence>) => Diverged;

function configured(game: SealedGame, options: ParsedTag, at: At): ConfiguredGame {
  let input: unknown;
  try {
    input = JSON.parse(options.value);
  } catch {
    input = null;
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw at(options.line, 'the options as one JSON object', options.value);
  const rules = game.configure(input as Record<string, never>);
  if (!rules.ok) throw at(options.line, `options ${game.name} accepts (${rules.error.message})`, options.value);
  const written = optionsText(rules.value.options);
  if (written !== options.value) throw at(options.line, `every option with its value, ${written}`, options.value);
  return rules.value;
}

/** A time tag: ISO 8601, within the years the server's database holds (an import stores it). */
function instant(t: ParsedTag, at: At): Date {
  const ms = Date.parse(t.value);
  if (!/^\d{4}-\d\d-\d\dT/.test(t.value) || !Number.isFinite(ms)) throw at(t.line, 'an ISO 8601 time', t.value);
  const date = new Date(ms);
  if (!storableInstant(date)) throw at(t.line, 'an ISO 8601 time in years 0001 to 9999', t.value);
  return date;
}

function viewerOf(text: string, seats: number): Viewer | null {
  if (text === SPECTATOR_TEXT) return SPECTATOR;
  const m = /^S(\d+)$/.exec(text);
  return m && Number(m[1]) < seats ? Number(m[1]) : null;
}

/** The body's entries in order, each with its section; section words and the entries' numbering checked. */
function placedEntries(parsed: ParsedRecord, gameId: string, at: At): Placed[] {
  const word = sectionWord(gameId);
  const placed: Placed[] = [];
  for (const s of parsed.sections) {
    const section = `${s.word} ${s.number}`;
    if (s.word !== word) throw at(s.line, `a section named ${word}`, s.word);
    if (s.entries.length === 0) throw at(s.line, `an entry in ${section}`, 'none');
    s.entries.forEach((entry, i) => {
      if (entry.number !== i + 1)
        throw at(entry.line, `entry number ${i + 1}`, String(entry.number), { section, move: entry.number });
      placed.push({ entry, section, sectionNumber: s.number, first: i === 0, headerLine: s.line });
    });
  }
  return placed;
}

interface Replaying {
  readonly game: SealedGame;
  readonly viewer: Viewer;
  readonly placed: readonly Placed[];
  readonly at: At;
  /** Checks the table the body ends on. */
  readonly end: (table: Table) => void;
}

/**
 * Replays entries from `from` on `table`, adding the events to `events`,
 * and checks the table the body ends on. At a `??` it tries every card,
 * going on with each that the rules accept, and keeps the first for which
 * the rest of the record replays to its end; else the divergence that came
 * furthest.
 */
function replayEntries(r: Replaying, table: Table, from: number, events: MatchEvent[]): void {
  let t = table;
  for (let i = from; i < r.placed.length; i++) {
    const p = r.placed[i];
    const { entry } = p;
    const stop = (expected: string, found: string, line = entry.line): Diverged => {
      const d = r.at(line, expected, found, { section: p.section, move: entry.number });
      d.reached = i;
      return d;
    };
    const here = t.part();
    if (p.sectionNumber !== here)
      throw stop(`${p.section.split(' ')[0]} ${here}`, p.section, p.first ? p.headerLine : entry.line);
    const forced = t.forced();
    const found = `${entry.number}${entry.mark} ${seatText(entry.seat)} ${entry.text}`;
    if (forced !== null) {
      const shown = r.game.redact(forced.seat, forced.text, r.viewer) ?? HIDDEN;
      const expected = `${entry.number}${FORCED} ${seatText(forced.seat)} ${shown}`;
      if (found !== expected) throw stop(`the forced move ${expected}`, found);
      events.push({ kind: 'move', seat: forced.seat, move: forced.text, forced: true });
      t = forced.table;
      continue;
    }
    if (entry.mark === FORCED) throw stop('a move the seat chose (no move is forced here)', found);
    if (entry.mark === TIMED_OUT) {
      const after = t.after(entry.seat, RESIGN);
      if (!after.ok) throw stop(`a seat that may time out (${after.error.message})`, found);
      events.push({ kind: 'timedOut', seat: entry.seat });
      t = after.value;
      continue;
    }
    if (entry.text.includes(HIDDEN)) {
      hiddenMove(r, t, i, events);
      return;
    }
    const notation = r.game.notation(entry.seat, entry.text);
    if (!notation.ok || notation.value !== entry.text)
      throw stop(notation.ok ? `the notation ${notation.value}` : 'a move in the notation', found);
    const after = t.after(entry.seat, entry.text);
    if (!after.ok) throw stop(`a legal move (${after.error.code}: ${after.error.message})`, found);
    events.push({ kind: 'move', seat: entry.seat, move: entry.text, forced: false });
    t = after.value;
  }
  try {
    r.end(t);
  } catch (e) {
    if (e instanceof Diverged) e.reached = r.placed.length;
    throw e;
  }
}

function hiddenMove(r: Replaying, table: Table, i: number, events: MatchEvent[]): void {
  const { entry, section } = r.placed[i];
  let furthest: Diverged | null = null;
  for (const card of ALL_CARDS) {
    const text = entry.text.replace(HIDDEN, card);
    if (r.game.redact(entry.seat, text, r.viewer) !== entry.text) continue;
    const after = table.after(entry.seat, text);
    if (!after.ok) continue;
    const tried: MatchEvent[] = [{ kind: 'move', seat: entry.seat, move: text, forced: false }];
    try {
      replayEntries(r, after.value, i + 1, tried);
      events.push(...tried);
      return;
    } catch (e) {
      if (!(e instanceof Diverged)) throw e;
      if (furthest === null || e.reached > furthest.reached) furthest = e;
    }
  }
  throw (
    furthest ??
    r.at(entry.line, `a move for which some card in place of ${HIDDEN} is legal`, entry.text, {
      section,
      move: entry.number,
    })
  );
}

function checkEnd(table: Table, status: string, parsed: ParsedRecord, at: At): void {
  const forced = table.forced();
  const last = parsed.sections.at(-1)?.entries.at(-1)?.line ?? parsed.line;
  if (forced !== null)
    throw at(last, `the forced move ${seatText(forced.seat)} ${forced.text} next`, 'the end of the record');
  const result = table.result();
  const standings = parsed.tags.get('Standings') ?? null;
  const termination = parsed.tags.get('Termination') ?? null;
  if (result === null) {
    const decision = table.decision();
    if (status === 'finished')
      throw at(
        last,
        `more of the record: the game is not over (${decision?.seats.map(seatText).join(', ')} to ${decision?.kind})`,
        'the end of the record',
      );
    if (standings !== null) throw at(standings.line, 'no Standings: the game is not over', standings.value);
    return;
  }
  const statusTag = parsed.tags.get('Status');
  if (status !== 'finished') throw at(statusTag?.line ?? parsed.line, 'finished: the game is over', status);
  if (standings === null || standings.value !== standingsText(result))
    throw at(standings?.line ?? parsed.line, `Standings "${standingsText(result)}"`, standings?.value ?? 'none');
  if (termination === null || termination.value !== result.reason)
    throw at(termination?.line ?? parsed.line, `Termination "${result.reason}"`, termination?.value ?? 'none');
}
