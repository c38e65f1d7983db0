import { createHash } from 'node:crypto';
import { HmacStream, seedOf } from '../engine';

const WORD = 0x1_0000_0000;

/**
 * The random source of one bot decision, in [0, 1): an HMAC stream keyed by
 * the match id and labelled by the seq and seat it is decided at, so a bot
 * decides the same way however often, and on whichever instance, the
 * decision is made again (a retried job, a replayed arena run).
 */
export function botRandom(matchId: string, seq: number, seat: number): () => number {
  const stream = new HmacStream(seedOf(createHash('sha256').update(`bot|${matchId}`).digest()), `${seq}|${seat}`);
  return () => stream.nextUint32() / WORD;
}
