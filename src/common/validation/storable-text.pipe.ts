import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { findTextFault } from './text';

/**
 * The input boundary every argument crosses, REST and GraphQL (over HTTP and
 * WebSocket) alike: a query parameter given twice, or a string anywhere in a
 * body, path, query or GraphQL argument that PostgreSQL could not store as
 * text, is `400 VALIDATION_FAILED` naming the field, before any handler runs.
 * Lengths and shapes are each schema's own (zod, in the services).
 */
/** How @nestjs/graphql marks a resolver's `@Args` to pipes (its GqlParamtype.ARGS, not exported). */
const GRAPHQL_ARGS = 3;

/** What a client sent; the rest (the caller, a GraphQL context or info) is the server's own. */
function isClientInput(metadata: ArgumentMetadata): boolean {
  const type: unknown = metadata.type;
  return type === 'body' || type === 'query' || type === 'param' || type === GRAPHQL_ARGS;
}

@Injectable()
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!isClientInput(metadata)) return value;
    if (metadata.type === 'query' && Array.isArray(value))
      throw invalid(metadata.data ?? 'query', 'must be given once');
    // A GraphQL `input` argument is a REST body's counterpart: its fields are named alone, as zod names them.
    const fault = findTextFault(value, metadata.data === undefined || metadata.data === 'input' ? [] : [metadata.data]);
    if (fault !== undefined) throw invalid(fault.path.join('.') || 'input', fault.message);
    return value;
  }
}

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', `${field}: ${message}`, { field });
}
