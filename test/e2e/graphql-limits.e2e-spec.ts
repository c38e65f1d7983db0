import request from 'supertest';
import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';

describe('GraphQL depth and complexity limits, introspection switch', () => {
  const t = useTestApp({
    env: {
      GRAPHQL_MAX_DEPTH: '2',
      GRAPHQL_MAX_COMPLEXITY: '4',
      GRAPHQL_MAX_TOKENS: '100',
      GRAPHQL_INTROSPECTION: 'false',
    },
  });
  let jwt: string;
  beforeAll(async () => {
    jwt = await registerAndLogin(t.app, 'Limits');
  });

  it('runs an operation within both limits', async () => {
    const res = await graphql(t.app, '{ me { handle displayName } }', {}, jwt).expect(200);
    expect(res.body.data.me.handle).toBe('Limits');
  });

  it('refuses an operation nested too deep before running it, with 400 QUERY_TOO_DEEP', async () => {
    const res = await graphql(t.app, '{ me { accessTokens { next } } }', {}, jwt).expect(400);
    expect(res.body.errors).toEqual([
      {
        message: 'the operation nests 3 fields deep; the limit is 2',
        extensions: { code: 'QUERY_TOO_DEEP', details: { depth: 3, maxDepth: 2 } },
      },
    ]);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses an operation selecting too many fields, counting aliases and fragment spreads', async () => {
    await graphql(t.app, 'query Two { a: me { ...F } b: me { ...F } } fragment F on Me { handle }', {}, jwt).expect(
      200,
    );
    const res = await graphql(
      t.app,
      'query Three { a: me { ...F } b: me { ...F } c: me { ...F } } fragment F on Me { handle }',
      {},
      jwt,
    ).expect(400);
    expect(res.body.errors).toEqual([
      {
        message: 'operation Three selects 6 fields; the limit is 4',
        extensions: { code: 'QUERY_TOO_COMPLEX', details: { complexity: 6, maxComplexity: 4 } },
      },
    ]);
  });

  it('stops parsing at GRAPHQL_MAX_TOKENS tokens and refuses the operation with 400 GRAPHQL_PARSE_FAILED', async () => {
    // `{ game(id: [1, 1, …]) { id } }`: 150 values and 11 more tokens (commas are not tokens), one field of any depth.
    const res = await graphql(t.app, `{ game(id: [${Array(150).fill('1').join(', ')}]) { id } }`, {}, jwt).expect(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/more tha[nt] 100 tokens/),
        extensions: { code: 'GRAPHQL_PARSE_FAILED', details: {} },
      }),
    ]);
  });

  it('refuses a body in a format it does not read with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .set('content-type', 'application/xml')
      .send('<login handle="Limits"/>')
      .expect(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a request body over 64 KiB with 413 PAYLOAD_TOO_LARGE, on GraphQL and REST', async () => {
    const padded = `{ me { handle } } # ${'x'.repeat(64 * 1024)}`;
    const gql = await graphql(t.app, padded, {}, jwt).expect(413);
    expect(gql.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const rest = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .send({ handle: 'Limits', password: padded })
      .expect(413);
    expect(rest.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses introspection when GRAPHQL_INTROSPECTION=false', async () => {
    const res = await graphql(t.app, '{ __schema { queryType { name } } }').expect(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
