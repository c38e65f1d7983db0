import fc from 'fast-check';
import { FuzzRequest, FuzzWorld } from './fuzz-request';
import { anyJson, hostileNumber, hostileString, percentEncode } from './values';

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
interface Schema {
  /** Several for a value of any of them (JSON Schema 2020-12: `["string", "null"]`). */
  readonly type?: string | readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
}
interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly schema?: Schema;
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> };
}
export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Values the database holds for a field or parameter of this name. */
function knownValues(name: string, world: FuzzWorld): readonly string[] {
  const known: Record<string, readonly string[]> = {
    id: [...world.matchIds, ...world.tokenIds, 'maw', 'pope-joan'],
    matchId: world.matchIds,
    handle: world.handles,
    player: world.handles,
    invite: world.handles,
    gameId: ['maw', 'pope-joan'],
    inviteCode: world.inviteCodes,
    cursor: world.matchIds,
    status: ['open', 'active', 'finished', 'aborted', 'open,active'],
    password: ['correct horse battery'],
    move: ['five', 'nofive', 'accept', '5H', 'AC', 'resign'],
  };
  return known[name] ?? [];
}

/** A value a client might well send: one the database holds, or a short ordinary one that fits the schema. */
function plausible(schema: Schema | undefined, name: string, world: FuzzWorld, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.string({ maxLength: 8 });
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((s) => plausible(s, name, world, depth + 1)));
  if (Array.isArray(schema.type))
    return fc.oneof(
      ...schema.type.map((type: string) =>
        type === 'null' ? fc.constant(null) : plausible({ ...schema, type }, name, world, depth),
      ),
    );
  switch (schema.type) {
    case 'string': {
      const known = knownValues(name, world);
      const min = schema.minLength ?? 1;
      const ordinary = fc
        .stringMatching(/^[a-z0-9-]+$/)
        .filter((t) => t.length >= min && t.length <= (schema.maxLength ?? 40));
      return known.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, ordinary) : ordinary;
    }
    case 'integer':
    case 'number':
      return fc.integer({
        min: schema.minimum ?? 0,
        max: Math.min(schema.maximum ?? 200, (schema.minimum ?? 0) + 200),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, name, world, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([field, s]) => [field, plausible(s, field, world, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
    default:
      return fc.string({ maxLength: 8 });
  }
}

/** Anything at all for a field: hostile text and numbers, or any JSON. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: anyJson },
);

/**
 * A body for `schema`: plausible in every field but one, which is hostile,
 * most of the time (so the hostile value meets the code past the other
 * fields' checks); sometimes wholly plausible, sometimes any JSON at all.
 */
function bodyOf(schema: Schema, world: FuzzWorld): fc.Arbitrary<unknown> {
  const fields = Object.keys(schema.properties ?? {});
  const oneHostile =
    fields.length === 0
      ? anyJson
      : fc
          .tuple(plausible(schema, 'body', world), fc.constantFrom(...fields), hostile)
          .map(([body, field, value]) => ({ ...(body as object), [field]: value }));
  return fc.oneof(
    { weight: 6, arbitrary: oneHostile },
    { weight: 2, arbitrary: plausible(schema, 'body', world) },
    { weight: 1, arbitrary: anyJson },
  );
}

/** A path or query value: known, ordinary or hostile. */
function named(name: string, world: FuzzWorld): fc.Arbitrary<string> {
  const known = knownValues(name, world);
  const strange = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 1, arbitrary: fc.uuid() });
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), strange) : strange;
}

function valueOf(schema: Schema | undefined, name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema, name, world) },
    { weight: 1, arbitrary: named(name, world) },
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

const authorization = (world: FuzzWorld): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    fc.constant({}),
    { weight: 4, arbitrary: fc.constantFrom(...world.bearers).map((b) => ({ authorization: `Bearer ${b}` })) },
    hostileString.map((s) => ({ authorization: `Bearer ${percentEncode(s)}` })),
    fc.constant({ authorization: 'Basic YWRhOmFkYQ==' }),
  );

/** Requests for one operation of the document. */
function operationRequests(path: string, method: string, op: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(
        ...params.filter((p) => p.in === 'path').map((p) => named(p.name, world).map((v) => [p.name, v] as const)),
        fc.constant(null),
      ),
      query: fc.tuple(
        ...params
          .filter((p) => p.in === 'query')
          .map((p) =>
            fc.option(
              fc
                .oneof(
                  { weight: 5, arbitrary: valueOf(p.schema, p.name, world).map((v) => [text(v)]) },
                  { weight: 1, arbitrary: fc.array(named(p.name, world), { minLength: 2, maxLength: 3 }) },
                )
                .map((values) => values.map((v) => `${percentEncode(p.name)}=${percentEncode(v)}`).join('&')),
              { nil: undefined },
            ),
          ),
        fc.constant(undefined),
      ),
      headers: fc.tuple(
        ...params
          .filter((p) => p.in === 'header')
          .map((p) =>
            fc.option(
              // Header values travel as Latin-1 without line breaks; anything else never reaches the server.
              hostileString.map((v) => [p.name, v.replace(/[^\x20-\x7e]/g, '?')] as const),
              { nil: undefined },
            ),
          ),
        fc.constant(undefined),
      ),
      auth: authorization(world),
      body: bodySchema ? fc.option(bodyOf(bodySchema, world), { nil: undefined, freq: 8 }) : fc.constant(undefined),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded') },
      ),
    })
    .map(({ path: pathValues, query, headers, auth, body, contentType }) => {
      let url = path;
      for (const entry of pathValues) if (entry) url = url.replace(`{${entry[0]}}`, percentEncode(entry[1]) || '%20');
      const queryText = query.filter((q): q is string => typeof q === 'string' && q.length > 0).join('&');
      const sent: Record<string, string> = { ...auth };
      for (const header of headers) if (header) sent[header[0]] = header[1];
      if (body !== undefined) sent['content-type'] = contentType;
      return {
        operation: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: queryText ? `${url}?${queryText}` : url,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
        graphql: false,
        mayWrite: method !== 'get',
      };
    });
}

/** Requests for every REST operation the OpenAPI document describes, each equally often. */
export function restRequests(document: OpenApiDocument, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => operationRequests(path, method, op, world)),
  );
  return fc.oneof(...operations);
}
