import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { useTestApp } from '../support/app';
import { MatchClient, startedMaw, twoPlayers } from '../support/match-client';

/** Bodies the API does not read, each as a client would send it. */
const NOT_JSON: readonly { readonly contentType: string; readonly body: string }[] = [
  { contentType: 'application/x-www-form-urlencoded', body: 'handle=cat&password=correct+horse+battery' },
  { contentType: 'text/plain', body: '{"handle":"cat","password":"correct horse battery"}' },
  {
    contentType: 'multipart/form-data; boundary=XYZ',
    body: '--XYZ\r\nContent-Disposition: form-data; name="handle"\r\n\r\ncat\r\n--XYZ--\r\n',
  },
  { contentType: 'application/xml', body: '<register handle="cat"/>' },
];

const refused = (contentType: string) => ({
  error: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: expect.stringContaining('application/json'),
    details: { contentType, supported: ['application/json'] },
  },
});

/**
 * A body in any format but JSON is refused with 415 UNSUPPORTED_MEDIA_TYPE on
 * every route, before anything reads it: form-encoded and plain-text bodies
 * used to be parsed and acted on.
 */
describe('bodies that are not JSON', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' } });
  const http = () => request(t.app.getHttpServer());
  let ann: MatchClient;
  let ben: MatchClient;
  let match: string;

  beforeAll(async () => {
    ({ ann, ben } = await twoPlayers(t.app));
    match = await startedMaw(ann, ben);
  });

  it('are refused 415 on every REST route that takes a body, and nothing is done', async () => {
    const routes: [method: 'post' | 'patch', path: string][] = [
      ['post', '/api/auth/register'],
      ['post', '/api/auth/login'],
      ['post', '/api/tokens'],
      ['patch', '/api/me'],
      ['post', '/api/matches'],
      ['post', '/api/matches/join'],
      ['post', `/api/matches/${match}/moves`],
    ];
    for (const [method, path] of routes)
      for (const { contentType, body } of NOT_JSON) {
        const res = await http()
          [method](path)
          .set('authorization', `Bearer ${ann.bearer}`)
          .set('content-type', contentType)
          .send(body);
        expect({ route: `${method} ${path}`, contentType, status: res.status, body: res.body }).toEqual({
          route: `${method} ${path}`,
          contentType,
          status: 415,
          body: refused(contentType.split(';')[0]),
        });
      }
    const prisma = t.app.get(PrismaService);
    expect(await prisma.player.count({ where: { handleKey: 'cat' } })).toBe(0);
    expect(await prisma.match.count()).toBe(1);
  });

  it('are refused before the credential is checked, and on commands that take no body', async () => {
    const anonymous = await http()
      .post('/api/matches')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('gameId=maw');
    expect([anonymous.status, anonymous.body]).toEqual([415, refused('application/x-www-form-urlencoded')]);
    const leave = await http()
      .post(`/api/matches/${match}/leave`)
      .set('authorization', `Bearer ${ann.bearer}`)
      .set('content-type', 'text/plain')
      .send('please');
    expect([leave.status, leave.body]).toEqual([415, refused('text/plain')]);
  });

  it('are taken, unread, by one-click unsubscribe alone (RFC 8058: mail clients post a form), and only as a form', async () => {
    const unsubscribe = '/api/email/unsubscribe?token=nope';
    for (const { contentType, body } of NOT_JSON) {
      const res = await http().post(unsubscribe).set('content-type', contentType).send(body);
      // A form reaches the handler, which reads only its query (a token it did not make); anything else is 415.
      const expected = /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(contentType)
        ? [400, 'VALIDATION_FAILED']
        : [415, 'UNSUPPORTED_MEDIA_TYPE'];
      expect([contentType, res.status, res.body.error?.code]).toEqual([contentType, ...expected]);
    }
    const settings = await http()
      .patch('/api/me/email')
      .set('authorization', `Bearer ${ann.bearer}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('mode=never');
    expect([settings.status, settings.body]).toEqual([415, refused('application/x-www-form-urlencoded')]);
  });

  it('include a body with no Content-Type at all, and a chunked one', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    /** A request as Node sends it: chunked unless it names a Content-Length. */
    const raw = (headers: Record<string, string | number>, body: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = httpRequest(
          { port, host: '127.0.0.1', method: 'POST', path: '/api/auth/register', headers },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.write(body);
        req.end();
      });
    const body = '{"handle":"cat","password":"correct horse battery"}';
    expect(await raw({ 'content-length': body.length }, body)).toEqual({
      status: 415,
      body: {
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: expect.stringContaining('application/json'),
          details: { supported: ['application/json'] },
        },
      },
    });
    expect(await raw({ 'content-type': 'text/plain' }, body)).toEqual({ status: 415, body: refused('text/plain') });
    expect(await t.app.get(PrismaService).player.count({ where: { handleKey: 'cat' } })).toBe(0);
  });

  it('are refused 415 by POST /graphql too, in the same body: Apollo never sees them', async () => {
    const query = JSON.stringify({ query: 'mutation { logout }' });
    for (const { contentType, body } of [
      { contentType: 'text/plain', body: query },
      { contentType: 'application/x-www-form-urlencoded', body: 'query=%7B%20games%20%7B%20id%20%7D%20%7D' },
      ...NOT_JSON.slice(2),
    ]) {
      const res = await http()
        .post('/graphql')
        .set('authorization', `Bearer ${ann.bearer}`)
        .set('content-type', contentType)
        .send(body);
      expect([contentType, res.status, res.body]).toEqual([contentType, 415, refused(contentType.split(';')[0])]);
    }
    // Still logged in: the refused logout never ran.
    await ann.get('/api/me').expect(200);
    // A query by GET has no body; Apollo's CSRF prevention asks it for a header a browser form cannot send.
    const get = (req: request.Test) => req.query({ query: '{ games { id } }' });
    const blocked = await get(http().get('/graphql')).expect(400);
    expect(blocked.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const read = await get(http().get('/graphql').set('apollo-require-preflight', 'true')).expect(200);
    expect(read.body.data.games).toEqual(expect.arrayContaining([{ id: 'maw' }]));
  });

  it('leave JSON, with parameters or in any case, and empty bodies of any type, as they were', async () => {
    await http()
      .post('/api/auth/register')
      .set('content-type', 'Application/JSON; charset=utf-8')
      .send(JSON.stringify({ handle: 'dee', password: 'correct horse battery' }))
      .expect(201);
    // An empty body is no body, whatever type it is labelled with (as `curl -d ''` labels it).
    const open = await ann.create({ gameId: 'maw' });
    await http()
      .post(`/api/matches/${open}/abort`)
      .set('authorization', `Bearer ${ann.bearer}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('')
      .expect(200);
  });

  it('leave an unknown path 404 and a wrong method 405', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await http().post('/api/nowhere').set(form).send('a=b').expect(404)).body.error.code).toBe('NOT_FOUND');
    expect((await http().put('/api/me').set(form).send('a=b').expect(405)).body.error.code).toBe('METHOD_NOT_ALLOWED');
  });
});
