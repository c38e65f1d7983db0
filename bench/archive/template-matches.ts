import { xorshift } from '../../test/support/random-playout';
import { HttpClient } from '../api/http-client';
import { ParlourClient, TableSpec } from '../api/parlour-client';

/** A kind of template match and how many of it are played. */
type TemplateSpecs = readonly { readonly spec: TableSpec; readonly count: number }[];

/** The kinds of match the archive is loaded with, each played `count` times as a template. */
export const TEMPLATE_SPECS: TemplateSpecs = [
  { spec: { gameId: 'maw', seats: 2, options: {} }, count: 24 },
  { spec: { gameId: 'maw', seats: 4, options: { partnership: true } }, count: 8 },
  { spec: { gameId: 'pope-joan', seats: 3, options: {} }, count: 6 },
  { spec: { gameId: 'pope-joan', seats: 4, options: {} }, count: 6 },
  { spec: { gameId: 'pope-joan', seats: 5, options: {} }, count: 4 },
  { spec: { gameId: 'pope-joan', seats: 6, options: {} }, count: 4 },
  { spec: { gameId: 'pope-joan', seats: 8, options: {} }, count: 4 },
];

/** The template players' handles: `template-0` … `template-7`, seated in that order. */
export const TEMPLATE_HANDLES = Array.from({ length: 8 }, (_, i) => `template-${i}`);

/** The kinds of active match the scale bench loads: more deals and a higher target than the defaults, so few end before their cut. */
export const ACTIVE_SPECS: TemplateSpecs = [
  { spec: { gameId: 'maw', seats: 2, options: { target: 61 } }, count: 24 },
  { spec: { gameId: 'maw', seats: 4, options: { partnership: true, target: 61 } }, count: 8 },
  { spec: { gameId: 'pope-joan', seats: 3, options: { deals: 4 } }, count: 8 },
  { spec: { gameId: 'pope-joan', seats: 4, options: { deals: 4 } }, count: 8 },
  { spec: { gameId: 'pope-joan', seats: 6, options: { deals: 4 } }, count: 4 },
];

/** A template match as it was left: its id, status and log length. */
interface Played {
  readonly id: string;
  readonly status: string;
  readonly seq: number;
}

/**
 * Plays one match of `spec` through the server's public API, each seat's
 * move chosen at random among the legal moves its own player reads, until it
 * ends or its log holds `until` events: a match with a log exactly as the
 * server writes it.
 */
async function playOne(
  client: ParlourClient,
  bearers: readonly string[],
  spec: TableSpec,
  pick: () => number,
  until: number,
): Promise<Played> {
  const players = bearers.slice(0, spec.seats);
  const id = await client.started(spec, players);
  const bySeat: string[] = [];
  for (const bearer of players) {
    const seat = (await client.read(bearer, id)).yourSeat;
    if (seat === null) throw new Error(`a template player has no seat in ${id}`);
    bySeat[seat] = bearer;
  }
  let turn = await client.read(bySeat[0], id);
  while (turn.status === 'active' && turn.seq < until) {
    const seat = turn.decidingSeats[0];
    const seen = await client.read(bySeat[seat], id);
    const move = seen.legalMoves[Math.floor(pick() * seen.legalMoves.length)];
    turn = await client.submit(bySeat[seat], id, seen.seq, move);
  }
  return { id, status: turn.status, seq: turn.seq };
}

/**
 * Plays `count` template matches of each spec in turn, as the template players, each by `play`
 * (given a way to play one from its start until its log holds `until` events, and the random
 * choices, drawn from `seed`, that every move shares): the ids `play` returns.
 */
async function playEach(
  http: HttpClient,
  specs: TemplateSpecs,
  seed: number,
  play: (playUntil: (until: number) => Promise<Played>, pick: () => number) => Promise<string>,
): Promise<string[]> {
  const client = new ParlourClient(http, 'rest');
  const bearers: string[] = [];
  for (const handle of TEMPLATE_HANDLES) bearers.push(await client.player(handle, 'template-password'));
  const pick = xorshift(seed);
  const played: string[] = [];
  for (const { spec, count } of specs)
    for (let n = 0; n < count; n++)
      played.push(await play((until) => playOne(client, bearers, spec, pick, until), pick));
  return played;
}

/**
 * Plays every template match of TEMPLATE_SPECS to its end: finished matches,
 * which the bulk load copies a million times over under other players and dates.
 */
export function playTemplates(http: HttpClient): Promise<string[]> {
  return playEach(http, TEMPLATE_SPECS, 1603, async (playUntil) => {
    const { id, status } = await playUntil(Infinity);
    if (status !== 'finished') throw new Error(`template ${id} ended ${status}`);
    return id;
  });
}

/**
 * Plays every template match of ACTIVE_SPECS part of the way: each is left
 * active once its log holds a number of events drawn between `events` / 2
 * and 3 `events` / 2. A match that ends first is played again, cut at most at
 * four fifths of the length it reached.
 */
export function playActiveTemplates(http: HttpClient, events: number): Promise<string[]> {
  return playEach(http, ACTIVE_SPECS, 1604, async (playUntil, pick) => {
    let until = Math.round(events * (0.5 + pick()));
    for (;;) {
      const m = await playUntil(until);
      if (m.status === 'active') return m.id;
      until = Math.max(5, Math.round(m.seq * (0.4 + 0.4 * pick())));
    }
  });
}
