import { DocumentNode, FragmentDefinitionNode, GraphQLError, Kind, ValidationContext, ValidationRule } from 'graphql';
import { DomainError } from '../../common';
import { measureOperation } from './measure-operation';

export interface QueryLimits {
  readonly maxDepth: number;
  readonly maxComplexity: number;
}

/**
 * Checks every operation of a document against the limits; the first breach
 * as a coded error, or null. Used as a validation rule for HTTP and reusable
 * where Apollo's validation does not run (graphql-ws `onSubscribe`).
 */
export function checkQueryLimits(document: DocumentNode, limits: QueryLimits): DomainError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const size = measureOperation(definition, fragments);
    const name = definition.name ? `operation ${definition.name.value}` : 'the operation';
    if (size.depth > limits.maxDepth) {
      return new DomainError(
        'QUERY_TOO_DEEP',
        `${name} nests ${size.depth} fields deep; the limit is ${limits.maxDepth}`,
        {
          depth: size.depth,
          maxDepth: limits.maxDepth,
        },
      );
    }
    if (size.fields > limits.maxComplexity) {
      return new DomainError(
        'QUERY_TOO_COMPLEX',
        `${name} selects ${size.fields} fields; the limit is ${limits.maxComplexity}`,
        {
          complexity: size.fields,
          maxComplexity: limits.maxComplexity,
        },
      );
    }
  }
  return null;
}

/** The limits as a GraphQL validation rule: a breach stops the request before any resolver runs. */
export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext) => {
    const breach = checkQueryLimits(context.getDocument(), limits);
    if (breach) context.reportError(new GraphQLError(breach.message, { originalError: breach }));
    return {};
  };
}
