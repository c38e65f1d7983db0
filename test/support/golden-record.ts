import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GoldenLog, goldenSetup } from './golden-log';
import { RecordedMatch } from '../../src/records/recorded-match';

/** The site golden records name. */
export const GOLDEN_SITE = 'https://parlour.test';

/** A golden log as the record writer takes a match: seat i's player named after their id, with a handle. */
export function goldenRecorded(log: GoldenLog): RecordedMatch {
  const started = log.events.find((row) => row.event.kind === 'started')?.event;
  const seating = started?.kind === 'started' ? started.seating : [];
  return {
    site: GOLDEN_SITE,
    id: log.matchId,
    setup: goldenSetup(log),
    shuffleAlgorithm: log.shuffleAlgorithm,
    commitment: log.commitment,
    createdAt: new Date('2026-01-05T10:00:00.000Z'),
    endedAt: new Date('2026-02-14T18:30:00.000Z'),
    daysPerMove: log.daysPerMove,
    imported: false,
    seats: seating.map((id) => ({ name: `Player ${id}`, handle: id })),
    events: log.events.map((row) => row.event),
    takeovers: [],
  };
}

const DIR = join(__dirname, '..', 'golden');

/** Every golden log (test/golden/<game>/*.json). */
export function goldenLogs(): GoldenLog[] {
  return readdirSync(DIR).flatMap((game) =>
    readdirSync(join(DIR, game))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(DIR, game, file), 'utf8')) as GoldenLog),
  );
}

export function goldenLog(gameId: string, name: string): GoldenLog {
  const log = goldenLogs().find((l) => l.gameId === gameId && l.name === name);
  if (!log) throw new Error(`no golden log ${gameId}/${name}`);
  return log;
}
