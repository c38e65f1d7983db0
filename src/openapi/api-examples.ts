import type { INestApplicationContext } from '@nestjs/common';

/** One example of a component: a name, a line saying what it shows, and the JSON. */
export interface ResponseExample {
  readonly name: string;
  readonly summary: string;
  readonly value: unknown;
}

/** Adds an example answer of the component (a schema named by apiSchema). */
export type AddExample = (component: string, name: string, summary: string, value: unknown) => void;

/**
 * A module's examples of the answers it builds, made by the code that builds
 * real ones (the presenter, the catalog, the views of players and tokens) on
 * fixed matches and players: no example is written as JSON, so none can drift
 * from what the server sends; test/e2e/openapi.e2e-spec.ts checks each against
 * its schema. Each module offers its own; the app lists them (app.setup.ts).
 */
export type ApiExamples = (app: INestApplicationContext, add: AddExample) => void;

/** What the wire carries of a value: JSON, as the server writes answers (dates as ISO 8601 strings). */
function wire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** Every module's examples by component, each component's in the order the modules are given. */
export function responseExamples(
  app: INestApplicationContext,
  modules: readonly ApiExamples[],
): ReadonlyMap<string, ResponseExample[]> {
  const examples = new Map<string, ResponseExample[]>();
  const add: AddExample = (component, name, summary, value) => {
    examples.set(component, [...(examples.get(component) ?? []), { name, summary, value: wire(value) }]);
  };
  for (const offer of modules) offer(app, add);
  return examples;
}
