import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from './error-code';

/** The component every documented error response refers to (added by `buildOpenApiDocument`). */
export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/**
 * Documents the error codes a route can answer, each under the HTTP status
 * that `ERROR_STATUS` maps it to (the same table the error filter uses).
 * Swagger merges the descriptions of several decorators on one status, so the
 * auth decorators can add theirs to a route's own.
 */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return applyDecorators(
    ...[...byStatus].map(([status, list]) =>
      ApiResponse({ status, description: list.map((c) => `\`${c}\``).join(', '), schema: { $ref: ERROR_BODY_REF } }),
    ),
  );
}
