import { CanActivate, ExecutionContext, Injectable, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { handlerMetadata } from './handler-metadata';

/** What `@Query(name)` leaves on a handler: one entry per parameter it reads (no name: the whole query). */
type RouteArgs = Record<string, { readonly data?: unknown }>;

/** Where `@ApiQuery` leaves its parameters (@nestjs/swagger's DECORATORS.API_PARAMETERS, not exported). */
const API_PARAMETERS = 'swagger/apiParameters';

/** What `@ApiQuery` leaves on a handler: one entry per parameter the OpenAPI document lists. */
type ApiParameters = readonly { readonly name?: unknown; readonly in?: unknown }[];

/**
 * The query parameters a handler takes: those it reads by `@Query(name)`, and
 * where it reads the whole query (`@Query()`, the archive's many filters),
 * those its `@ApiQuery` decorators declare, so a handler takes no parameter
 * its OpenAPI description does not list.
 */
function queryNamesOf(cls: Type, handler: object): readonly string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, cls, (handler as { name: string }).name) ?? {}) as RouteArgs;
  const names = new Set<string>();
  for (const [key, arg] of Object.entries(args)) {
    if (key.split(':')[0] !== String(RouteParamtypes.QUERY)) continue;
    if (typeof arg.data === 'string') names.add(arg.data);
    else
      for (const parameter of (Reflect.getMetadata(API_PARAMETERS, handler) ?? []) as ApiParameters)
        if (parameter.in === 'query' && typeof parameter.name === 'string') names.add(parameter.name);
  }
  return [...names].sort();
}

/**
 * A REST request that names a query parameter its route does not read is
 * `400 VALIDATION_FAILED`, naming it: a typo (`limt`, `fromseq`) or a
 * parameter of another route would otherwise be ignored, and the answer look
 * like one to the request meant. What a route reads is what it declares
 * with `@Query(name)` (or, reading the whole query, with `@ApiQuery`), which
 * is also what its OpenAPI description lists.
 * A guard registered after the access and rate-limit guards, so a caller is
 * told about its credentials first; a guard rather than an interceptor, so
 * that no request pays for an interceptor chain (an Observable per call).
 */
@Injectable()
export class KnownQueryParameters implements CanActivate {
  private readonly takes = handlerMetadata(([handler, cls]) => queryNamesOf(cls, handler));

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const takes = this.takes(context);
    const query = context.switchToHttp().getRequest<FastifyRequest>().query;
    if (typeof query !== 'object' || query === null) return true;
    const unknown = Object.keys(query).find((name) => !takes.includes(name));
    if (unknown !== undefined) throw unknownParameter(unknown, takes);
    return true;
  }
}

function unknownParameter(name: string, takes: readonly string[]): DomainError {
  const field = name.slice(0, 64);
  const known = takes.length === 0 ? 'none' : takes.join(', ');
  return new DomainError('VALIDATION_FAILED', `${field}: no such query parameter on this route (it takes ${known})`, {
    field,
  });
}
