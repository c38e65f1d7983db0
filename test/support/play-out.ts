import { MatchBody, MatchClient } from './match-client';

/**
 * Plays `client`'s seat, its first legal move each time, until the match is
 * over, while bots (built-in or a program) move the other seats between; a
 * move that a bot's got in before is decided again at the new seq.
 */
export async function playOut(client: MatchClient, id: string, ms = 150_000): Promise<MatchBody> {
  const until = Date.now() + ms;
  for (;;) {
    const m = await client.match(id);
    if (m.status === 'finished') return m;
    if (Date.now() > until) throw new Error(`match ${id} stalled at seq ${m.seq}: ${JSON.stringify(m.decision)}`);
    if (m.legalMoves.length > 0) {
      const res = await client.post(`/api/matches/${id}/moves`, { expectedSeq: m.seq, move: m.legalMoves[0].text });
      if (res.status !== 200 && res.body.error.code !== 'STALE_SEQ')
        throw new Error(`a move in ${id}: ${JSON.stringify(res.body)}`);
    } else await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
