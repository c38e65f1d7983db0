import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { useTestApp } from '../support/app';
import { OpenApiDocument, OpenApiMediaType, ResponseValidator } from '../support/openapi-responses';
import { ERROR_STATUS } from '../../src/common/errors/error-code';

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: object;
      content?: Record<string, OpenApiMediaType & { schema: { $ref?: string } }>;
    }
  >;
  parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
  'x-parlour-scopes'?: string[];
}

interface Document extends OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Record<string, unknown>> & {
      ErrorBody: { properties: { error: { properties: { code: { enum: string[] } } } } };
    };
  };
}

/** The operations and their ids: a client generated from the document names its functions after them. */
const OPERATIONS = {
  'DELETE /api/webhooks/{id}': 'deleteWebhookEndpoint',
  'GET /api/webhooks': 'listWebhookEndpoints',
  'GET /api/webhooks/{id}': 'getWebhookEndpoint',
  'GET /api/webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'PATCH /api/webhooks/{id}': 'updateWebhookEndpoint',
  'POST /api/webhooks': 'createWebhookEndpoint',
  'POST /api/webhooks/{id}/rotate-secret': 'rotateWebhookSecret',
  'POST /api/webhooks/{id}/ping': 'pingWebhookEndpoint',
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver': 'redeliverWebhook',
  'GET /health': 'getHealth',
  'GET /ready': 'getReadiness',
  'POST /api/auth/register': 'register',
  'POST /api/auth/login': 'login',
  'POST /api/auth/logout': 'logout',
  'GET /api/tokens': 'listAccessTokens',
  'POST /api/tokens': 'createAccessToken',
  'DELETE /api/tokens/{id}': 'revokeAccessToken',
  'GET /api/me': 'getMe',
  'PATCH /api/me': 'updateProfile',
  'GET /api/me/email': 'getEmailSettings',
  'PATCH /api/me/email': 'updateEmailSettings',
  'PUT /api/me/email/address': 'setEmailAddress',
  'POST /api/me/email/verification': 'resendEmailVerification',
  'POST /api/records': 'importRecord',
  'GET /api/email/verify': 'verifyEmail',
  'GET /api/email/unsubscribe': 'getEmailUnsubscribe',
  'POST /api/email/unsubscribe': 'unsubscribeEmail',
  'GET /api/players/{handle}': 'getPlayer',
  'GET /api/players/{handle}/ratings': 'getPlayerRatings',
  'GET /api/players/{handle}/ratings/{pool}/history': 'getRatingHistory',
  'GET /api/players/{handle}/stats': 'playerStats',
  'GET /api/players/{handle}/stats/{opponent}': 'headToHead',
  'POST /api/players/me/bot': 'becomeBot',
  'GET /api/games': 'listGames',
  'GET /api/leaderboards/{pool}': 'getLeaderboard',
  'GET /api/games/{id}': 'getGame',
  'GET /api/matches': 'listMyMatches',
  'POST /api/matches': 'createMatch',
  'GET /api/matches/open': 'listOpenMatches',
  'GET /api/matches/archive': 'listArchive',
  'GET /api/matches/export': 'exportMatches',
  'POST /api/matches/join': 'joinMatchByInviteCode',
  'GET /api/matches/{id}': 'getMatch',
  'GET /api/matches/{id}/events': 'listMatchEvents',
  'GET /api/matches/{id}/at/{seq}': 'getMatchAt',
  'GET /api/matches/{id}/record': 'getMatchRecord',
  'POST /api/matches/{id}/join': 'joinMatch',
  'POST /api/matches/{id}/bots': 'seatBot',
  'POST /api/matches/{id}/leave': 'leaveMatch',
  'POST /api/matches/{id}/start': 'startMatch',
  'POST /api/matches/{id}/abort': 'abortMatch',
  'POST /api/matches/{id}/resign': 'resign',
  'POST /api/matches/{id}/claim-timeout': 'claimTimeout',
  'POST /api/matches/{id}/moves': 'submitMove',
  'GET /api/matches/{id}/stream': 'streamMatchEvents',
  'GET /api/me/turns/stream': 'streamMyTurns',
  'GET /api/me/vacation': 'getVacation',
  'PUT /api/me/vacation': 'startVacation',
  'DELETE /api/me/vacation': 'endVacation',
};

const ERROR_BODY = '#/components/schemas/ErrorBody';

async function servedDocument(app: ReturnType<typeof useTestApp>['app']): Promise<Document> {
  const res = await request(app.getHttpServer())
    .get('/api/openapi.json')
    .expect(200)
    .expect('content-type', /application\/json/);
  return res.body;
}

function operationsOf(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );
}

describe('the OpenAPI document', () => {
  const t = useTestApp();
  let doc: Document;

  beforeAll(async () => {
    doc = await servedDocument(t.app);
  });

  it('is OpenAPI 3.1, valid by the specification’s own schema, served without credentials', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every REST route under a stable, named operationId', () => {
    expect(Object.fromEntries(operationsOf(doc).map(([route, op]) => [route, op.operationId]))).toEqual(OPERATIONS);
  });

  it('lists on every operation what any route may answer: 429 and 500, and 503 wherever the database is needed', () => {
    for (const [route, op] of operationsOf(doc)) {
      const expected = route.endsWith(' /health') ? ['429', '500'] : ['429', '500', '503'];
      expect([route, expected.filter((status) => !(status in op.responses))]).toEqual([route, []]);
    }
  });

  it('names the server relative to the document when no PUBLIC_URL is set', () => {
    expect(doc.servers.map((s) => s.url)).toEqual(['/']);
  });

  it('describes the body of every answer: successes by their schema, NDJSON streams by their lines, records as text, errors by ErrorBody', () => {
    for (const [route, op] of operationsOf(doc))
      for (const [status, response] of Object.entries(op.responses)) {
        const content = Object.entries(response.content ?? {});
        const where = `${route} ${status}`;
        if (status === '204' || status === '304') {
          expect([where, content]).toEqual([where, []]);
          continue;
        }
        // The links in email answer a browser with a small page, and anything else with JSON.
        if (route.startsWith('GET /api/email/') || route.startsWith('POST /api/email/')) {
          expect([where, content.map(([type]) => type)]).toEqual([
            where,
            Number(status) >= 400 ? ['application/json'] : ['application/json', 'text/html'],
          ]);
          content.splice(1);
        }
        // An export is NDJSON lines of matches, or records as text (format=record).
        if (route === 'GET /api/matches/export' && status === '200') {
          expect([where, content.map(([type, media]) => [type, media.schema.$ref ?? media.schema.type])]).toEqual([
            where,
            [
              ['application/x-ndjson', '#/components/schemas/Match'],
              ['text/plain', 'string'],
            ],
          ]);
          continue;
        }
        expect([where, content.length]).toEqual([where, 1]);
        const [[mediaType, media]] = content;
        if (Number(status) >= 400) {
          expect([where, mediaType, media.schema.$ref]).toEqual([where, 'application/json', ERROR_BODY]);
        } else if (route.endsWith('/record')) {
          expect([where, mediaType, media.schema]).toEqual([where, 'text/plain', { type: 'string' }]);
        } else if (route.endsWith('/stream')) {
          expect([where, mediaType, media.schema.$ref]).toEqual([where, 'application/x-ndjson', expect.any(String)]);
        } else {
          const ref = media.schema.$ref ?? (media.schema.items as { $ref?: string } | undefined)?.$ref;
          expect([where, mediaType, ref]).toEqual([
            where,
            'application/json',
            expect.stringMatching(/^#\/components\/schemas\//),
          ]);
        }
      }
  });

  it('types a match’s view as the union of the served games’ own views', () => {
    expect(doc.components.schemas.GameView.oneOf).toEqual([
      { $ref: '#/components/schemas/MawView' },
      { $ref: '#/components/schemas/PopeJoanView' },
    ]);
    expect(doc.components.schemas.MawView).toMatchObject({
      additionalProperties: false,
      properties: { gameId: { const: 'maw' }, hand: { anyOf: [{ type: 'array' }, { type: 'null' }] } },
    });
  });

  it('compiles every component in Ajv’s strict mode, JSON Schema 2020-12 with its formats', () => {
    const validator = new ResponseValidator(doc);
    for (const id of Object.keys(doc.components.schemas))
      expect(() => validator.validator(id, { $ref: `#/components/schemas/${id}` })).not.toThrow();
  });

  it('shows examples the server built, each valid against its schema', () => {
    const validator = new ResponseValidator(doc);
    const shown: string[] = [];
    for (const [route, op] of operationsOf(doc))
      for (const [status, response] of Object.entries(op.responses))
        for (const [mediaType, media] of Object.entries(response.content ?? {}))
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            const [method, path] = route.split(' ');
            expect(validator.problems(method, path, Number(status), mediaType, example.value)).toEqual([]);
            shown.push(`${op.operationId} ${name}`);
          }
    expect(shown).toEqual(
      expect.arrayContaining([
        'getMatch maw',
        'getMatch pope-joan',
        'submitMove maw',
        'listMatchEvents all',
        'listGames all',
        'listMyMatches maw',
        'getMe ann',
      ]),
    );
  });

  it('describes a move: its body from the validation schema, its scope, and each error under its status', () => {
    const move = doc.paths['/api/matches/{id}/moves'].post;
    expect(Object.keys(move.requestBody?.content['application/json'].schema.properties ?? {})).toEqual(
      expect.arrayContaining(['expectedSeq', 'move', 'idempotencyKey', 'type', 'card']),
    );
    expect(move.requestBody?.content['application/json'].schema.required).toEqual(['expectedSeq']);
    expect(move['x-parlour-scopes']).toEqual(['match:play']);
    expect(move.security).toEqual([{ bearer: [] }]);
    expect(move.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['path id', 'header idempotency-key']),
    );
    expect(move.responses['200'].content?.['application/json'].schema.$ref).toBe('#/components/schemas/MoveResult');
    expect(move.responses['409'].description).toContain('`STALE_SEQ`');
    expect(move.responses['422'].description).toContain('`NOT_YOUR_TURN`');
    expect(move.responses['401'].description).toContain('`UNAUTHENTICATED`');
    expect(move.responses['409'].content?.['application/json'].schema.$ref).toBe(ERROR_BODY);
    expect(move.responses['415'].description).toContain('`UNSUPPORTED_MEDIA_TYPE`');
    expect(doc.paths['/api/matches/{id}'].get.responses['415']).toBeUndefined();
  });

  it('takes query parameters’ bounds and defaults from the validation schemas', () => {
    const limit = doc.paths['/api/matches'].get.parameters?.find((p) => p.name === 'limit');
    expect(limit?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    const archive = doc.paths['/api/matches/archive'].get.parameters?.find((p) => p.name === 'limit');
    expect(archive?.schema).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
  });

  it('offers every read conditionally, streams excepted: If-None-Match in, ETag out, 304 when nothing changed', () => {
    const match = doc.paths['/api/matches/{id}'].get;
    expect(match.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['path id', 'header If-None-Match']),
    );
    expect(Object.keys(match.responses['200'].headers ?? {})).toEqual(['ETag']);
    expect(match.responses['304'].description).toContain('Not modified');
    expect(doc.paths['/api/matches/{id}/moves'].post.responses['304']).toBeUndefined();
    const stream = doc.paths['/api/matches/{id}/stream'].get;
    expect(stream.responses['304']).toBeUndefined();
    expect(stream.responses['200'].headers).toBeUndefined();
  });

  it('describes every operation and parameter, under tags it declares with a description', () => {
    const { tags, paths } = doc as unknown as {
      tags?: { name: string; description?: string }[];
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const declared = new Map((tags ?? []).map((tag) => [tag.name, tag]));
    for (const [path, item] of Object.entries(paths))
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect([where, typeof operation.description]).toEqual([where, 'string']);
        for (const tag of operation.tags as string[])
          expect([where, tag, declared.get(tag)?.description]).toEqual([where, tag, expect.any(String)]);
        for (const parameter of (operation.parameters ?? []) as { name: string; description?: string }[])
          expect([where, parameter.name, typeof parameter.description]).toEqual([where, parameter.name, 'string']);
      }
  });

  it('marks public routes as needing no credentials and names every error code once', () => {
    // `security: []` says so (an absent one would inherit a root's, and linters refuse it).
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/games'].get.security).toEqual([]);
    // Public reads take a credential or none, and a credential brought must carry match:read.
    for (const path of ['/api/matches/{id}', '/api/matches/{id}/events', '/api/matches/open', '/api/matches/archive']) {
      const read = doc.paths[path].get;
      expect({ path, security: read.security }).toEqual({ path, security: [{}, { bearer: [] }] });
      expect(read['x-parlour-scopes']).toEqual(['match:read']);
      expect(read.responses['401']).toBeUndefined();
      expect(read.responses['403'].description).toContain('`FORBIDDEN`');
    }
    expect(doc.paths['/api/matches'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/matches/{id}/stream'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/register'].post.responses['409'].description).toBe('`HANDLE_TAKEN`');
    // One-click unsubscribe is posted by mail clients with no credential: the signed token names the player.
    expect(doc.paths['/api/email/unsubscribe'].post.security).toEqual([]);
    expect(doc.paths['/api/me/email/address'].put.responses['409'].description).toBe('`EMAIL_DISABLED`');
    expect(doc.components.schemas.ErrorBody.properties.error.properties.code.enum).toEqual(Object.keys(ERROR_STATUS));
  });
});

describe('the OpenAPI document of a server with a PUBLIC_URL', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://cards.example/parlour/' } });

  it('names that server', async () => {
    expect((await servedDocument(t.app)).servers).toEqual([
      { url: 'https://cards.example/parlour', description: 'this server' },
    ]);
  });
});
