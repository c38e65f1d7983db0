/**
 * The vacations' store's public entry: a vacation, its days and the repository. Other code imports src/vacations/store
 * only through this file and `vacations-store.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { daysOf, daysUsedIn, endOf, refusalToStart, runningAt, yearOf, type Vacation } from './vacation';
export { VacationsRepository } from './vacations.repository';
