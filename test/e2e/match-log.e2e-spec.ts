import { graphql } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { EventBody, EventPage, MatchClient, twoPlayers } from '../support/match-client';
import { EVENT_FIELDS } from '../support/match-fragments';
import { playMatch } from '../support/play-match';
import { xorshift } from '../support/random-playout';

const LOG_QUERY = `${EVENT_FIELDS}
  query ($id: ID!, $fromSeq: Int, $cursor: String, $limit: Int) {
    matchLog(matchId: $id, fromSeq: $fromSeq, cursor: $cursor, limit: $limit) { items { ...EventFields } next }
  }`;

/**
 * A match's log is a list like any other: pages of `limit` events (100 by
 * default, 1000 at most), an opaque `next` to pass back as `cursor`, null on
 * the last page; `fromSeq` says where the reading starts.
 */
describe('the log of a match, a page at a time', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let id: string;
  let seq: number;
  const seqs = (events: readonly EventBody[]) => events.map((e) => e.seq);
  const range = (from: number, to: number) => [...Array(to - from).keys()].map((i) => from + i);
  const page = async (query: string): Promise<EventPage> =>
    (await ann.get(`/api/matches/${id}/events?${query}`).expect(200)).body as EventPage;

  beforeAll(async () => {
    const { ann: a, ben } = await twoPlayers(t.app);
    ann = a;
    // A Maw set to 60 points: a log of some 200 events, longer than one default page (a set to 26 is about 100).
    const pick = xorshift(3);
    for (let played = 0; played < 5 && !(seq > 120); played++) {
      const match = await playMatch([ann, ben], 'maw', { target: 60 }, pick);
      [id, seq] = [match.id, match.end.seq];
    }
    expect(seq).toBeGreaterThan(120);
  }, 120_000);

  it('answers pages of 100 by default, each next leading on to the following page, null on the last', async () => {
    const pages: EventPage[] = [await page('')];
    while (pages[pages.length - 1].next !== null)
      pages.push(await page(`cursor=${encodeURIComponent(pages[pages.length - 1].next ?? '')}`));
    expect(pages.map((p) => p.items.length)).toEqual([
      ...Array<number>(Math.floor(seq / 100)).fill(100),
      ...(seq % 100 > 0 ? [seq % 100] : []),
    ]);
    expect(seqs(pages.flatMap((p) => p.items))).toEqual(range(0, seq));
    // A next says nothing a client should read into: it is not the seq it leads to.
    expect(pages[0].next).not.toBe('100');
  });

  it('gives the same log whatever the page size, and the whole of it in one page of 1000', async () => {
    const whole = await page('limit=1000');
    expect(whole.next).toBeNull();
    expect(seqs(whole.items)).toEqual(range(0, seq));
    expect(await ann.log(id, 0, 7)).toEqual(whole.items);
  });

  it('starts at fromSeq, keeps to it alongside a cursor, and ends with next null when the log does', async () => {
    const first = await page('fromSeq=10&limit=5');
    expect(seqs(first.items)).toEqual(range(10, 15));
    const second = await page(`fromSeq=10&limit=5&cursor=${first.next}`);
    expect(seqs(second.items)).toEqual(range(15, 20));
    // Exactly the last events: the page is full and nothing follows it.
    expect(await page(`fromSeq=${seq - 5}&limit=5`)).toEqual({
      items: (await page('limit=1000')).items.slice(seq - 5),
      next: null,
    });
    expect(await page(`fromSeq=${seq}`)).toEqual({ items: [], next: null });
  });

  it('takes a next in the form an older server gave, so a walk begun before an upgrade goes on', async () => {
    const older = Buffer.from('seq:10').toString('base64url');
    expect(await page(`limit=5&cursor=${older}`)).toEqual(await page('fromSeq=10&limit=5'));
  });

  it('pages GraphQL matchLog exactly as REST', async () => {
    const rest = await page('fromSeq=3&limit=50');
    const gql = await graphql(t.app, LOG_QUERY, { id, fromSeq: 3, limit: 50 }, ann.bearer).expect(200);
    expect(gql.body.data.matchLog.items).toEqual(rest.items);
    const gqlNext = await graphql(
      t.app,
      LOG_QUERY,
      { id, fromSeq: 3, limit: 50, cursor: gql.body.data.matchLog.next },
      ann.bearer,
    ).expect(200);
    expect(gqlNext.body.data.matchLog).toEqual(await page(`fromSeq=3&limit=50&cursor=${rest.next}`));
    const defaults = await graphql(t.app, LOG_QUERY, { id }, ann.bearer).expect(200);
    expect(defaults.body.data.matchLog).toEqual(await page(''));
  });

  it('refuses a limit outside 1 to 1000 and a cursor no page gave, naming the field', async () => {
    const refused = async (query: string) =>
      ((await ann.get(`/api/matches/${id}/events?${query}`).expect(400)).body as { error: { details: unknown } }).error
        .details;
    expect(await refused('limit=0')).toEqual({ field: 'limit' });
    expect(await refused('limit=1001')).toEqual({ field: 'limit' });
    expect(await refused('cursor=100')).toEqual({ field: 'cursor' });
    expect(await refused(`cursor=${id}`)).toEqual({ field: 'cursor' });
    expect(await refused(`cursor=${(await page('limit=10')).next}x`)).toEqual({ field: 'cursor' });
    const gql = await graphql(t.app, LOG_QUERY, { id, cursor: 'nope' }, ann.bearer).expect(200);
    expect(gql.body.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'cursor' } });
    const tooMany = await graphql(t.app, LOG_QUERY, { id, limit: 1001 }, ann.bearer).expect(200);
    expect(tooMany.body.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', details: { field: 'limit' } });
  });
});
