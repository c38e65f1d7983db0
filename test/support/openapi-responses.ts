import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** The parts of the served document these checks read. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: { readonly schemas: Record<string, object> };
}

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly responses: Record<string, OpenApiResponse>;
  readonly requestBody?: { readonly content: Record<string, { readonly schema: object }> };
}

export interface OpenApiResponse {
  readonly description: string;
  readonly content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiMediaType {
  readonly schema: Record<string, unknown>;
  readonly examples?: Record<string, { readonly summary: string; readonly value: unknown }>;
}

/** The served document, once it is one (its version, paths and components are there). */
export function openApiDocument(value: unknown): OpenApiDocument {
  const doc = value as Partial<OpenApiDocument> | null;
  if (typeof doc?.openapi !== 'string' || typeof doc.paths !== 'object' || typeof doc.components?.schemas !== 'object')
    throw new Error('not an OpenAPI document with paths and component schemas');
  return doc as OpenApiDocument;
}

/**
 * Checks answers against the served OpenAPI document, the way a client
 * generated from it would take them: the operation (by method and path
 * template) must document the status, and the body must validate against
 * the schema of its media type (JSON Schema 2020-12, formats included),
 * compiled by Ajv from the document itself.
 */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** The operations an answer was checked for: what the run covered. */
  readonly checked = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    addFormats(this.ajv);
    // The components as one schema resource of their own, which every reference then points into.
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: toComponents(document.components.schemas) });
  }

  /** The operation a request is answered by: its method and the path template, as the document writes it. */
  operation(method: string, path: string): OpenApiOperation {
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`the document has no ${method} ${path}`);
    return operation;
  }

  /**
   * The problems with an answer of `status` carrying `body` in `mediaType`
   * (null when it has none); empty when it is as documented.
   */
  problems(method: string, path: string, status: number, mediaType: string | null, body: unknown): string[] {
    const operation = this.operation(method, path);
    const where = `${operation.operationId ?? `${method} ${path}`} ${status}`;
    const response = operation.responses[String(status)];
    if (!response) return [`${where}: the status is not documented`];
    this.checked.add(operation.operationId ?? `${method} ${path}`);
    if (mediaType === null) return response.content ? [`${where}: documented with a body, answered without`] : [];
    const media = response.content?.[mediaType];
    if (!media) return [`${where}: ${mediaType} is not documented`];
    const validate = this.validator(`${method} ${path} ${status} ${mediaType}`, media.schema);
    return validate(body)
      ? []
      : (validate.errors ?? []).map(
          (e) => `${where}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`,
        );
  }

  /** A schema of the document, compiled (in strict mode: an unknown keyword or format is an error). */
  validator(key: string, schema: Record<string, unknown>): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(toComponents(schema) as object);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

const COMPONENTS_ID = 'https://parlour.invalid/openapi.json';

/** A schema whose references to `#/components/schemas/X` point into the components' resource instead. */
function toComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string'
        ? child.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`)
        : toComponents(child),
    ]),
  );
}
