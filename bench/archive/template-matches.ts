import { xorshift } from '../../test/support/random-playout';
import { HttpClient } from '../api/http-client';
import { ParlourClient, TableSpec } from '../api/parlour-client';

/** The kinds of match the archive is loaded with, each played `count` times as a template. */
export const TEMPLATE_SPECS: readonly { readonly spec: TableSpec; readonly count: number }[] = [
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

/**
 * Plays every template match to its end through the server's public API,
 * each seat's move chosen at random among the legal moves its own player
 * reads: finished matches with logs exactly as the server writes them, which
 * the bulk load copies a million times over under other players and dates.
 */
export async function playTemplates(http: HttpClient): Promise<string[]> {
  const client = new ParlourClient(http, 'rest');
  const bearers: string[] = [];
  for (const handle of TEMPLATE_HANDLES) bearers.push(await client.player(handle, 'template-password'));
  const pick = xorshift(1603);
  const played: string[] = [];
  for (const { spec, count } of TEMPLATE_SPECS)
    for (let n = 0; n < count; n++) {
      const players = bearers.slice(0, spec.seats);
      const id = await client.started(spec, players);
      const bySeat: string[] = [];
      for (const bearer of players) {
        const seat = (await client.read(bearer, id)).yourSeat;
        if (seat === null) throw new Error(`a template player has no seat in ${id}`);
        bySeat[seat] = bearer;
      }
      let turn = await client.read(bySeat[0], id);
      while (turn.status === 'active') {
        const seat = turn.decidingSeats[0];
        const seen = await client.read(bySeat[seat], id);
        const move = seen.legalMoves[Math.floor(pick() * seen.legalMoves.length)];
        turn = await client.submit(bySeat[seat], id, seen.seq, move);
      }
      if (turn.status !== 'finished') throw new Error(`template ${id} ended ${turn.status}`);
      played.push(id);
    }
  return played;
}
