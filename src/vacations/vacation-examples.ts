import { ApiExamples } from '../openapi';

export const vacationExamples: ApiExamples = (_app, add) => {
  add('VacationStatus', 'away', 'On vacation for ten days, the first of the year', {
    daysPerYear: 30,
    year: 2025,
    daysUsed: 10,
    daysLeft: 20,
    current: { since: new Date('2025-03-02T18:00:00Z'), until: new Date('2025-03-12T18:00:00Z'), days: 10 },
  });
};
