/**
 * The OpenAPI's public entry: naming answers' schemas, the decorators that declare bodies and responses, and the type
 * of a module's examples. Other modules' code imports src/openapi only through this file and `document/index.ts`;
 * lint checks it (.dependency-cruiser.cjs).
 */
export type { ApiExamples } from './api-examples';
export { apiSchema, dateTime, jsonSchemaOf, type ApiOutput, type JsonSchema } from './api-schema';
export { ApiZodBody, inputSchemaOf } from './api-zod-body.decorator';
export { ApiNdjsonResponse, ApiZodResponse } from './api-zod-response.decorator';
