import request from 'supertest';
import { useTestApp } from '../support/app';
import { ERROR_STATUS } from '../../src/common/errors/error-code';

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
  parameters?: { name: string; in: string }[];
  'x-parlour-scopes'?: string[];
}

describe('the OpenAPI document', () => {
  const t = useTestApp();
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties: { error: { properties: { code: { enum: string[] } } } } }> };
  };

  beforeAll(async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/);
    doc = res.body;
  });

  it('is OpenAPI 3, served without credentials, and lists the REST routes', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'GET /api/tokens',
        'POST /api/tokens',
        'DELETE /api/tokens/{id}',
        'GET /api/me',
        'PATCH /api/me',
        'GET /api/players/{handle}',
        'GET /api/games',
        'GET /api/games/{id}',
        'GET /api/matches',
        'POST /api/matches',
        'GET /api/matches/open',
        'POST /api/matches/join',
        'GET /api/matches/{id}',
        'GET /api/matches/{id}/events',
        'POST /api/matches/{id}/join',
        'POST /api/matches/{id}/leave',
        'POST /api/matches/{id}/start',
        'POST /api/matches/{id}/abort',
        'POST /api/matches/{id}/resign',
        'POST /api/matches/{id}/moves',
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
    expect(move.responses['409'].description).toContain('`STALE_SEQ`');
    expect(move.responses['422'].description).toContain('`NOT_YOUR_TURN`');
    expect(move.responses['401'].description).toContain('`UNAUTHENTICATED`');
    expect(move.responses['409'].content?.['application/json'].schema.$ref).toBe('#/components/schemas/ErrorBody');
    expect(move.responses['415'].description).toContain('`UNSUPPORTED_MEDIA_TYPE`');
    expect(doc.paths['/api/matches/{id}'].get.responses['415']).toBeUndefined();
  });

  it('offers every read conditionally: If-None-Match in, ETag out, 304 when nothing changed', () => {
    const match = doc.paths['/api/matches/{id}'].get;
    expect(match.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['path id', 'header If-None-Match']),
    );
    expect(Object.keys((match.responses['200'] as { headers?: object }).headers ?? {})).toEqual(['ETag']);
    expect(match.responses['304'].description).toContain('Not modified');
    expect(doc.paths['/api/matches/{id}/moves'].post.responses['304']).toBeUndefined();
  });

  it('marks public routes as needing no credentials and names every error code once', () => {
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
    expect(doc.paths['/api/games'].get.security).toBeUndefined();
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
    expect(doc.components.schemas.ErrorBody.properties.error.properties.code.enum).toEqual(Object.keys(ERROR_STATUS));
  });
});
