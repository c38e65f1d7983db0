import { createHash } from 'node:crypto';
import request from 'supertest';
import { PERSISTED_QUERIES_MAX_BYTES } from '../../src/graphql/graphql.module';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GraphQL automatic persisted queries', () => {
  const t = useTestApp({ env: { GRAPHQL_MAX_DEPTH: '2' } });
  let jwt: string;

  beforeAll(async () => {
    jwt = await registerAndLogin(t.app, 'Persisted');
  });

  /** An operation sent by its hash, with its text when `query` is given (registering it). */
  function send(hash: string, query?: string, variables: Record<string, unknown> = {}) {
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    return request(t.app.getHttpServer())
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${jwt}`)
      .send(query === undefined ? { extensions, variables } : { query, extensions, variables });
  }

  it('asks for the text of a hash it does not know, then answers the hash alone', async () => {
    const query = 'query Game($id: ID!) { game(id: $id) { id minPlayers } }';
    const unknown = await send(sha256(query), undefined, { id: 'maw' }).expect(200);
    expect(unknown.body.errors).toEqual([
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', details: {} } },
    ]);

    const registered = await send(sha256(query), query, { id: 'maw' }).expect(200);
    expect(registered.body).toEqual({ data: { game: { id: 'maw', minPlayers: 2 } } });
    const byHash = await send(sha256(query), undefined, { id: 'pope-joan' }).expect(200);
    expect(byHash.body).toEqual({ data: { game: { id: 'pope-joan', minPlayers: 3 } } });
  });

  it('refuses a text that does not match its hash, and keeps nothing under that hash', async () => {
    const query = '{ me { handle } }';
    const forged = sha256('{ me { id } }');
    const res = await send(forged, query).expect(400);
    expect(res.body.errors[0]).toMatchObject({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST', details: {} },
    });
    const after = await send(forged).expect(200);
    expect(after.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a version of the protocol it does not speak', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({
        query: '{ games { id } }',
        extensions: { persistedQuery: { version: 2, sha256Hash: sha256('{ games { id } }') } },
      })
      .expect(400);
    expect(res.body.errors).toEqual([
      { message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST', details: {} } },
    ]);
  });

  it('applies the operation limits to a registered text and keeps none that fails them', async () => {
    const deep = '{ me { accessTokens { next } } }';
    const res = await send(sha256(deep), deep).expect(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
    const after = await send(sha256(deep)).expect(200);
    expect(after.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('keeps registered texts up to its bound, forgetting the least recently used first', async () => {
    // Texts of 60 kB each (a comment pads them, under the body limit): the 35th goes over the bound and pushes out the first.
    const texts = Array.from({ length: 35 }, (_, i) => `query Q${i} { me { handle } } # ${'x'.repeat(60_000)}`);
    expect(35 * 60_000).toBeGreaterThan(PERSISTED_QUERIES_MAX_BYTES);
    expect(34 * 60_100).toBeLessThan(PERSISTED_QUERIES_MAX_BYTES);
    for (const text of texts.slice(0, 34))
      expect((await send(sha256(text), text).expect(200)).body.data.me.handle).toBe('Persisted');
    expect((await send(sha256(texts[0])).expect(200)).body.data.me.handle).toBe('Persisted');
    await send(sha256(texts[34]), texts[34]).expect(200);
    // The first was read again just now, so the second is the least recently used.
    expect((await send(sha256(texts[1])).expect(200)).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await send(sha256(texts[0])).expect(200)).body.data.me.handle).toBe('Persisted');
    expect((await send(sha256(texts[34])).expect(200)).body.data.me.handle).toBe('Persisted');
  });
});
