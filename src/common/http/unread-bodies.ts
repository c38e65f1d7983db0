import { CanActivate, ExecutionContext, Injectable, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { FastifyRequest } from 'fastify';
import { refuseUnknownFields } from '../validation/parse-input';
import { handlerMetadata } from './handler-metadata';

/** Whether a handler reads its request's body (`@Body()`). */
function readsBody(cls: Type, handler: object): boolean {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, cls, (handler as { name: string }).name) ?? {};
  return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.BODY));
}

/**
 * A REST request whose route reads no body (resign, leave, a ping) and that
 * sends one naming a field is `400 VALIDATION_FAILED`, naming it: an
 * `idempotencyKey` in the body of a resignation, say, would otherwise be
 * ignored, and the answer look like one to the request meant. An empty
 * object passes. The routes that read a body refuse unknown fields by their
 * strict schemas (`parseInput`). A guard after the access and rate-limit
 * guards, as KnownQueryParameters is, and for the same reasons.
 */
@Injectable()
export class UnreadBodies implements CanActivate {
  private readonly reads = handlerMetadata(([handler, cls]) => readsBody(cls, handler));

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http' || this.reads(context)) return true;
    refuseUnknownFields(context.switchToHttp().getRequest<FastifyRequest>().body, []);
    return true;
  }
}
