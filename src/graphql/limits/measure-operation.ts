import { FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';

export interface OperationSize {
  /** Deepest field nesting; a top-level field is depth 1. */
  readonly depth: number;
  /** Fields the server would resolve, with every fragment spread counted where it is used. */
  readonly fields: number;
}

/**
 * Measures an operation as it would execute: fragments expanded at each
 * spread (so a fragment reused a thousand times costs a thousand times),
 * inline fragments transparent. Introspection fields (`__schema`, `__type`)
 * are not counted: introspection is switched on or off as a whole.
 */
export function measureOperation(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): OperationSize {
  return measureSelections(operation.selectionSet, fragments, new Set());
}

function measureSelections(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  // Fragments on the current path: a cycle is reported by GraphQL's own NoFragmentCycles rule, here it just stops.
  visiting: ReadonlySet<string>,
): OperationSize {
  let depth = 0;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    let inner: OperationSize;
    if (selection.kind === 'Field') {
      if (selection.name.value.startsWith('__') && selection.name.value !== '__typename') continue;
      const below = selection.selectionSet
        ? measureSelections(selection.selectionSet, fragments, visiting)
        : { depth: 0, fields: 0 };
      inner = { depth: below.depth + 1, fields: below.fields + 1 };
    } else if (selection.kind === 'InlineFragment') {
      inner = measureSelections(selection.selectionSet, fragments, visiting);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(fragment.name.value)) continue;
      inner = measureSelections(fragment.selectionSet, fragments, new Set([...visiting, fragment.name.value]));
    }
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
  }
  return { depth, fields };
}
