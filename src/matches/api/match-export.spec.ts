import { DomainError } from '../../common/errors/domain-error';
import { MatchRecord } from '../domain/match-record';
import { ExportedMatches } from '../reading/exported-matches';
import { SearchResolver } from './search-resolver';
import { MatchExport } from './match-export';

/** An export of a search whose rows are `rows`, and nothing else it could reach. */
function exportOf(rows: () => AsyncGenerator<MatchRecord>): MatchExport {
  const exported = { walk: () => Promise.resolve({ keys: [], next: null }), rows } as unknown as ExportedMatches;
  const archive = {
    resolve: () => Promise.resolve({ query: {}, search: '0', after: null }),
  } as unknown as SearchResolver;
  const never = {} as never;
  return new MatchExport(exported, archive, never, never, never, never);
}

describe('MatchExport', () => {
  it('fails before anything is sent when its first read fails, so the answer is an error and no 200', async () => {
    const failing = exportOf(async function* () {
      yield* [];
      throw new DomainError('UNAVAILABLE', 'the database cannot be reached');
    });
    for (const format of ['ndjson', 'record'])
      await expect(failing.open(null, { format }, 10)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('answers an export with nothing in it as an empty stream', async () => {
    const empty = exportOf(async function* () {
      yield* [];
    });
    const stream = await empty.open(null, {}, 10);
    const pieces: string[] = [];
    for await (const piece of stream.chunks) pieces.push(piece);
    expect(pieces).toEqual([]);
    expect(stream.sent()).toBe(0);
  });

  it('refuses a date PostgreSQL does not hold before reading anything', async () => {
    const unread = exportOf(() => {
      throw new Error('read');
    });
    await expect(unread.open(null, { since: '0000-01-01' }, 10)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'since' },
    });
  });
});
