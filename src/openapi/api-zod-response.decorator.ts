import { ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { jsonSchemaOf } from './api-schema';

/** The media type of the NDJSON streams: one JSON value a line. */
export const NDJSON = 'application/x-ndjson';

/**
 * Documents a JSON answer by the schema its body is built to: a schema named
 * by apiSchema (or a list of them), so the document refers to its component.
 */
export function ApiZodResponse(status: number, schema: z.ZodType, description: string): MethodDecorator {
  return ApiResponse({ status, description, content: { 'application/json': { schema: jsonSchemaOf(schema) } } });
}

/**
 * Documents an NDJSON stream: its schema is that of one line (OpenAPI 3.1
 * has no way to say "a sequence of"), and empty lines keep the connection
 * alive.
 */
export function ApiNdjsonResponse(line: z.ZodType, description: string): MethodDecorator {
  return ApiResponse({
    status: 200,
    description: `${description}. One JSON value a line, each as the schema says; an empty line is a keep-alive`,
    content: { [NDJSON]: { schema: jsonSchemaOf(line) } },
  });
}
