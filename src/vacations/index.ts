/**
 * The vacations' public entry: the OpenAPI examples. Other modules' code imports src/vacations only through this
 * file, `vacations.module.ts` and the store's entries (`store/index.ts`, `store/vacations-store.module.ts`); lint checks
 * it (.dependency-cruiser.cjs).
 */
export { vacationExamples } from './vacation-examples';
