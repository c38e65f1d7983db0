import request from 'supertest';
import { useTestApp } from '../support/app';
import { MatchClient, startedMaw, twoPlayers } from '../support/match-client';

describe('conditional GETs (ETag, If-None-Match, 304)', () => {
  const t = useTestApp();
  let ann: MatchClient;
  let ben: MatchClient;
  let id: string;

  beforeAll(async () => {
    ({ ann, ben } = await twoPlayers(t.app));
    id = await startedMaw(ann, ben);
  });

  const path = () => `/api/matches/${id}`;

  it('tags a match with a hash of the body its caller gets, kept only in that caller’s cache', async () => {
    const first = await ann.get(path()).expect(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/\bAuthorization\b/);
    expect((await ann.get(path()).expect(200)).headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body while the tag still matches, and 200 once the match has moved', async () => {
    const tag = (await ann.get(path()).expect(200)).headers.etag;
    const unchanged = await ann.get(path()).set('if-none-match', tag).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(tag);
    expect(unchanged.headers['content-type']).toBeUndefined();
    await ann.get(path()).set('if-none-match', `"something else", ${tag}`).expect(304);
    await ann.get(path()).set('if-none-match', '*').expect(304);
    await ann.get(path()).set('if-none-match', '"something else"').expect(200);

    const mover = (await ann.match(id)).legalMoves.length > 0 ? ann : ben;
    const before = await mover.match(id);
    await mover
      .post(`/api/matches/${id}/moves`, { expectedSeq: before.seq, move: before.legalMoves[0].text })
      .expect(200);
    const moved = await ann.get(path()).set('if-none-match', tag).expect(200);
    expect(moved.body.seq).toBe(before.seq + 1);
    expect(moved.headers.etag).not.toBe(tag);
  });

  it('never answers one player’s tag for another’s view', async () => {
    const annTag = (await ann.get(path()).expect(200)).headers.etag;
    const benView = await ben.get(path()).set('if-none-match', annTag).expect(200);
    expect(benView.headers.etag).not.toBe(annTag);
    expect(benView.body.yourSeat).not.toBe((await ann.match(id)).yourSeat);
  });

  it('checks the caller first: a player’s tag sent without credentials, or for a match they may not see, is no 304', async () => {
    const tag = (await ann.get(path()).expect(200)).headers.etag;
    // Without a credential the match is read as a spectator reads it: another answer, so another tag.
    const anonymous = await request(t.app.getHttpServer()).get(path()).set('if-none-match', tag).expect(200);
    expect(anonymous.body.yourSeat).toBeNull();
    expect(anonymous.headers.etag).not.toBe(tag);
    await ann.get('/api/matches/00000000-0000-4000-8000-000000000000').set('if-none-match', '*').expect(404);
    const hidden = (await ann.post('/api/matches', { gameId: 'maw', visibility: 'private' }).expect(201)).body.match;
    await request(t.app.getHttpServer()).get(`/api/matches/${hidden.id}`).set('if-none-match', '*').expect(404);
  });

  it('tags no answer to a command', async () => {
    const created = await ann.post('/api/matches', { gameId: 'maw' }).expect(201);
    expect(created.headers.etag).toBeUndefined();
  });

  it('tags public reads too: the games catalog', async () => {
    const games = await request(t.app.getHttpServer()).get('/api/games').expect(200);
    await request(t.app.getHttpServer()).get('/api/games').set('if-none-match', games.headers.etag).expect(304);
  });
});
