import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';
import { JsonSchema, jsonSchemaOf } from './api-schema';

/** The JSON Schema of what a zod schema accepts (defaults make fields optional; transforms are not described). */
export function inputSchemaOf(schema: z.ZodType): JsonSchema {
  return jsonSchemaOf(schema);
}

/** Documents a request body by the zod schema the service validates it with, so the two cannot drift. */
export function ApiZodBody(schema: z.ZodType, description?: string): MethodDecorator {
  return ApiBody({ schema: inputSchemaOf(schema), description, required: true });
}
