import { z } from 'zod';

/** Where a named schema lives in the OpenAPI document. */
export const COMPONENTS = '#/components/schemas/';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * A date-time as an answer carries it: on the wire an ISO 8601 string in UTC
 * (what JSON.stringify makes of a Date), in the code that builds the answer a
 * Date. The document describes the wire (the codec's input side); a DTO type,
 * being the output, holds the Date.
 */
export const dateTime = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

type DeepReadonly<T> = unknown extends T
  ? T
  : T extends Date | string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer E)[]
      ? readonly DeepReadonly<E>[]
      : { readonly [K in keyof T]: DeepReadonly<T[K]> };

/**
 * The type of what the code builds for a response schema: the schema's
 * output, read-only all the way down, so that a presenter returning it is
 * checked by the compiler against the schema the document is made of.
 */
export type ApiOutput<S extends z.ZodType> = DeepReadonly<z.output<S>>;

/**
 * Names a response body's schema: it becomes `#/components/schemas/<id>` in
 * the OpenAPI document, and every schema that holds it refers to it there.
 * Answers are never parsed against it at run time (the move path stays
 * fast): the types tie the code to it, and the tests check real answers.
 */
export function apiSchema<S extends z.ZodType>(id: string, schema: S, description: string): S {
  return schema.meta({ id, description });
}

/** The id a schema was named with by apiSchema, if any. */
export function apiSchemaId(schema: z.ZodType): string | undefined {
  const id = z.globalRegistry.get(schema)?.id;
  return typeof id === 'string' ? id : undefined;
}

const WIRE = { target: 'draft-2020-12', io: 'input' } as const;

/** Every schema named by apiSchema, as the document's components: what the wire carries. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    ...WIRE,
    uri: (id) => `${COMPONENTS}${id}`,
    unrepresentable: 'throw',
  });
  // By name: the registry holds them in the order modules were first imported, which differs between entry points.
  return Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((id) => [id, tidy(schemas[id]) as JsonSchema]),
  );
}

/**
 * A schema described in place (a request body, a list of components, a
 * query parameter), as the wire carries it: the named schemas it holds are
 * references to their components. `unrepresentable: 'any'` for what only
 * validates input (a transform says nothing of what it accepts).
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $defs, ...described } = z.toJSONSchema(schema, { ...WIRE, unrepresentable: 'any' }) as JsonSchema;
  for (const id of Object.keys(($defs as JsonSchema | undefined) ?? {}))
    if (!z.globalRegistry._idmap.has(id)) throw new Error(`a schema holds an unnamed shared schema "${id}"`);
  return tidy(described) as JsonSchema;
}

/**
 * What zod writes that the document is better without: each schema's
 * `$schema` and `$id` (the document states its dialect once), the bounds of
 * every safe integer on `.int()`, and references into `$defs`, which are the
 * components.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if ((key === 'minimum' || key === 'maximum') && Math.abs(child as number) === Number.MAX_SAFE_INTEGER) continue;
    out[key] = key === '$ref' && typeof child === 'string' ? child.replace('#/$defs/', COMPONENTS) : tidy(child);
  }
  return out;
}
