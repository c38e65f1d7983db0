import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ERROR_STATUS } from '../common/errors/error-code';
import { ERROR_BODY_REF } from './api-errors.decorator';

/** Where the document is served; public, like any route Swagger registers (they bypass Nest's guards). */
export const OPENAPI_PATH = '/api/openapi.json';

const ERROR_BODY = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'details'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string' },
        details: {
          type: 'object',
          additionalProperties: true,
          description:
            'what a client may act on, e.g. `field`, `reason`, `currentSeq`; `{}` when there is nothing to add',
        },
      },
    },
  },
};

/** The OpenAPI 3 description of the REST routes, from their decorators; GraphQL is described by schema.gql. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Parlour REST API')
    .setDescription(
      'Historical card games by correspondence. Every error answers `{ error: { code, message, details } }` (`details` `{}` when there is nothing to add); the code is stable. ' +
        'Authenticate with `Authorization: Bearer` and a session JWT (`POST /api/auth/login`) or a personal access token (`plr_…`, with scopes).',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'a session JWT, or a personal access token `plr_…`' })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY } };
  describeConditionalGets(document);
  describeJsonBodies(document);
  describePublicReads(document);
  return document;
}

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
/** A response described in place (not a $ref). */
type ResponseObject = Extract<Operation['responses'][string], { description: string }>;

/** Every GET answered 200 carries an ETag and may be asked with `If-None-Match` (see answerConditionalGets). */
function describeConditionalGets(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    const ok = item.get?.responses['200'] as ResponseObject | undefined;
    if (!item.get || !ok) continue;
    item.get.parameters = [
      ...(item.get.parameters ?? []),
      {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'the `ETag` of an earlier answer (or a list of them, or `*`): 304 if the answer would be the same',
      },
    ];
    ok.headers = {
      ...ok.headers,
      ETag: { description: 'a hash of this body, as the caller receives it', schema: { type: 'string' } },
    };
    item.get.responses['304'] = { description: 'Not modified: the answer would be the body tagged `If-None-Match`' };
  }
}

/**
 * A public route that declares scopes (`@Public()` with `@RequireScopes`) takes a credential or none: its
 * security is optional (`{}` beside the bearer), and it never answers 401 (a failing credential reads as none).
 */
function describePublicReads(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths))
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      const isPublic = (operation as { 'x-parlour-public'?: unknown } | undefined)?.['x-parlour-public'] === true;
      if (!operation || !isPublic || !operation.security) continue;
      operation.security = [{}, ...operation.security.filter((requirement) => Object.keys(requirement).length > 0)];
      delete operation.responses['401'];
    }
}

/** Every route that takes a body reads it as JSON alone (see refuseBodiesNotJson). */
function describeJsonBodies(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths))
    for (const operation of [item.post, item.put, item.patch, item.delete])
      if (operation?.requestBody)
        operation.responses['415'] = {
          description: '`UNSUPPORTED_MEDIA_TYPE`: a body not sent as `Content-Type: application/json`',
          content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
        };
}

/** Serves the document as JSON only: no UI (the API is for programs, and helmet's CSP forbids scripts). */
export function serveOpenApi(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: OPENAPI_PATH,
  });
}
