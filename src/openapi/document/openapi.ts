import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ERROR_BODY_REF, ERROR_STATUS, ErrorCode } from '../../common';
import { APP_CONFIG, AppConfig } from '../../config';
import { GameCatalog } from '../../games';
import { COMPONENTS, JsonSchema, apiSchemaId, componentSchemas } from '../api-schema';
import { NDJSON } from '../api-zod-response.decorator';
import { ApiExamples, ResponseExample, responseExamples } from '../api-examples';

/** Where the document is served; public, like any route Swagger registers (they bypass Nest's guards). */
export const OPENAPI_PATH = '/api/openapi.json';

/** The groups the operations are tagged with (`@ApiTags`), in the order the document lists them, and what each holds. */
const TAGS: readonly (readonly [name: string, description: string])[] = [
  ['auth', 'Registering, logging in and out: sessions (docs/api.md, "Players and sessions")'],
  ['access tokens', 'Personal access tokens with scopes, for bots and scripts (docs/api.md, "Access tokens")'],
  ['players', 'Profiles: mine, anyone’s public one, and my bot account'],
  ['games', 'The games this server hosts, with their options'],
  ['matches', 'Creating, joining and playing matches; their logs, records, replays and exports'],
  ['streams', 'Live updates as NDJSON: a match’s events, my turns (docs/realtime.md)'],
  ['archive', 'Finished matches: the search and players’ statistics (docs/archive.md)'],
  ['ratings', 'Players’ ratings by game and kind of table, their history, and leaderboards (docs/ratings.md)'],
  ['vacations', 'Vacations: deadlines that stand still while I am away (docs/vacations.md)'],
  ['email', 'Email alerts: the address, when to send them, unsubscribing (docs/notifications.md)'],
  ['webhooks', 'Webhook endpoints, their deliveries and secrets (docs/webhooks-receiving.md)'],
  ['health', 'Liveness and readiness probes (docs/operations.md)'],
];

/**
 * The OpenAPI 3.1 description of the REST routes, from their decorators and
 * the zod schemas their bodies are validated with and their answers built
 * to; GraphQL is described by schema.gql.
 */
export function buildOpenApiDocument(app: NestFastifyApplication, examples: readonly ApiExamples[]): OpenAPIObject {
  const { PUBLIC_URL } = app.get<string, AppConfig>(APP_CONFIG);
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Parlour REST API')
    .setDescription(
      'Historical card games by correspondence. Every error answers `{ error: { code, message, details } }` (`details` `{}` when there is nothing to add); the code is stable. ' +
        'Authenticate with `Authorization: Bearer` and a session JWT (`POST /api/auth/login`) or a personal access token (`plr_…`, with scopes).',
    )
    .setVersion('1')
    .addServer(PUBLIC_URL ?? '/', PUBLIC_URL ? 'this server' : 'this server: where the document was fetched from')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'a session JWT, or a personal access token `plr_…`',
    });
  for (const [name, description] of TAGS) config.addTag(name, description);
  const document = SwaggerModule.createDocument(app, config.build());
  for (const operation of operations(document))
    for (const tag of operation.tags ?? [])
      if (!TAGS.some(([name]) => name === tag)) throw new Error(`the OpenAPI tag "${tag}" is not described in TAGS`);
  document.components = {
    ...document.components,
    schemas: { ...componentSchemas(), GameView: gameViews(app.get(GameCatalog)) },
  };
  describePathParameters(document);
  describeConditionalGets(document);
  describeJsonBodies(document);
  describePublicReads(document);
  describeFailuresAnywhere(document);
  showExamples(document, responseExamples(app, examples));
  return document;
}

/** A match's view in the document: one of the served games' views, told apart by `gameId`. */
function gameViews(catalog: GameCatalog): JsonSchema {
  return {
    description:
      'The game as the caller may see it, typed per game (by `gameId`): every field always there, null where it is hidden from them',
    oneOf: catalog.list().map((game) => {
      const id = apiSchemaId(game.viewSchema);
      if (!id) throw new Error(`the view schema of ${game.rules.id} is not named (apiSchema)`);
      return { $ref: `${COMPONENTS}${id}` };
    }),
  };
}

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
/** A response described in place (not a $ref). */
type ResponseObject = Extract<Operation['responses'][string], { description: string }>;
type RequestBodyObject = Extract<NonNullable<Operation['requestBody']>, { content: unknown }>;

function operations(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((item) =>
    [item.get, item.post, item.put, item.patch, item.delete].filter((op): op is Operation => op !== undefined),
  );
}

/**
 * What any route may answer besides its own: the rate budget spent (every
 * request counts against it), an internal error, and, wherever the database
 * is needed (all but the liveness probe), the database out of reach (retry).
 */
function describeFailuresAnywhere(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths))
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (!operation) continue;
      const codes: ErrorCode[] = ['RATE_LIMITED', 'INTERNAL', ...(path === '/health' ? [] : ['UNAVAILABLE' as const])];
      for (const code of codes) {
        const status = String(ERROR_STATUS[code]);
        operation.responses[status] ??= {
          description: `\`${code}\``,
          content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
        };
      }
    }
}

/** What a path parameter names, by the path it is in (the first prefix that matches) and its name. */
const PATH_PARAMETERS: readonly (readonly [prefix: string, name: string, description: string])[] = [
  ['/api/matches/', 'id', 'the match’s id (a UUID)'],
  ['/api/matches/', 'seq', 'a log position: the match as it stood after this many events'],
  ['/api/webhooks/', 'id', 'the webhook endpoint’s id'],
  ['/api/webhooks/', 'deliveryId', 'the delivery’s id, as the endpoint’s delivery log lists it'],
  ['/api/tokens/', 'id', 'the access token’s id (not its secret)'],
  ['/api/games/', 'id', 'the game’s id (`maw`, `pope-joan`)'],
  ['/api/players/', 'handle', 'a player’s handle, in any case'],
  ['/api/players/', 'opponent', 'the opponent’s handle, in any case: another player than `handle`'],
  ['/api/players/', 'pool', 'a game and kind of table: `maw`, `maw-partnerships`, `pope-joan`'],
  ['/api/leaderboards/', 'pool', 'a game and kind of table: `maw`, `maw-partnerships`, `pope-joan`'],
];

/**
 * Describes the path parameters Nest lists from the routes alone, by what
 * they name; one without a description stays so, and the lint (npm run
 * api:lint) refuses the document.
 */
function describePathParameters(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths))
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete])
      for (const parameter of operation?.parameters ?? []) {
        if (!('in' in parameter) || parameter.in !== 'path' || parameter.description) continue;
        const known = PATH_PARAMETERS.find(([prefix, name]) => path.startsWith(prefix) && name === parameter.name);
        if (known) parameter.description = known[2];
      }
}

/**
 * Every GET answered 200 with JSON carries an ETag and may be asked with
 * `If-None-Match` (see answerConditionalGets); streams carry none.
 */
function describeConditionalGets(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    const ok = item.get?.responses['200'] as ResponseObject | undefined;
    if (!item.get || !ok || ok.content?.[NDJSON]) continue;
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
 * One that declares none (registering, the games catalog, the probes) reads no credential: `security: []`.
 */
function describePublicReads(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths))
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      const isPublic = (operation as { 'x-parlour-public'?: unknown } | undefined)?.['x-parlour-public'] === true;
      if (!operation || !isPublic) continue;
      if (!operation.security) {
        operation.security = [];
        continue;
      }
      operation.security = [{}, ...operation.security.filter((requirement) => Object.keys(requirement).length > 0)];
      delete operation.responses['401'];
    }
}

/** Every route that takes a body reads it as JSON alone, or as the text it declares (see refuseBodiesNotJson). */
function describeJsonBodies(document: OpenAPIObject): void {
  for (const operation of operations(document))
    if (operation.requestBody) {
      const [mediaType] = Object.keys((operation.requestBody as RequestBodyObject).content ?? {});
      operation.responses['415'] = {
        description: `\`UNSUPPORTED_MEDIA_TYPE\`: a body not sent as \`Content-Type: ${mediaType ?? 'application/json'}\``,
        content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
      };
    }
}

/**
 * Gives each answer of a component that has examples those examples (real
 * answers, built by the code that builds answers: see responseExamples), in
 * every media type it is described in; a list of them, one list of all.
 */
function showExamples(document: OpenAPIObject, examples: ReadonlyMap<string, ResponseExample[]>): void {
  for (const operation of operations(document))
    for (const response of Object.values(operation.responses) as ResponseObject[])
      for (const media of Object.values(response.content ?? {})) {
        const schema = media.schema as JsonSchema | undefined;
        const ref = (schema?.$ref ?? (schema?.items as JsonSchema | undefined)?.$ref) as string | undefined;
        const shown = ref === undefined ? undefined : examples.get(ref.slice(COMPONENTS.length));
        if (!shown) continue;
        media.examples =
          schema?.$ref === undefined
            ? { all: { summary: 'every example of the list’s items', value: shown.map((e) => e.value) } }
            : Object.fromEntries(shown.map(({ name, summary, value }) => [name, { summary, value }]));
      }
}

/** Serves the document as JSON only: no UI (the API is for programs, and helmet's CSP forbids scripts). */
export function serveOpenApi(app: NestFastifyApplication, examples: readonly ApiExamples[]): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, examples), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: OPENAPI_PATH,
  });
}
