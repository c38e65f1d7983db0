import { commitment, seedFromHex } from '../../src/engine';

/**
 * A record as another server would have written it of its own match: played
 * there, under its own id, the commitment made for that id from the same seed
 * (the deals do not depend on the id), so it verifies and names no match of
 * ours. What an import of a match played elsewhere looks like, from one server.
 */
export function movedRecord(text: string, matchId: string, site = 'https://elsewhere.example'): string {
  const seed = seedFromHex(/^\[Seed "([0-9a-f]{64})"\]$/m.exec(text)?.[1] ?? '');
  if (!seed) throw new Error('a record without its seed');
  return text
    .replace(/^\[Site ".*"\]$/m, `[Site "${site}"]`)
    .replace(/^\[MatchId ".*"\]$/m, `[MatchId "${matchId}"]`)
    .replace(/^\[Commitment ".*"\]$/m, `[Commitment "${commitment(matchId, seed)}"]`);
}

/** How a client imports a record: POST /api/records, the record as text. */
export const RECORD_BODY = { 'content-type': 'text/plain; charset=utf-8' } as const;
