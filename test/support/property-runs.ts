/**
 * The run budget of the property tests (fast-check), from the environment: PROPERTY_RUNS_SCALE
 * multiplies the runs each property names. `npm test` leaves it unset, a quarter: every property
 * still runs, on fewer random cases, so the unit tier stays quick. `npm run test:properties` runs
 * them at 4, sixteen times as many cases, as one CI leg does (docs/testing.md).
 */
const DEFAULT_SCALE = 0.25;

/** fast-check's own default, for the properties that name no count. */
const FAST_CHECK_RUNS = 100;

function scale(): number {
  const raw = process.env.PROPERTY_RUNS_SCALE;
  if (raw === undefined || raw === '') return DEFAULT_SCALE;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`PROPERTY_RUNS_SCALE must be a positive number: ${raw}`);
  return value;
}

/** `fc.assert` parameters for a property that runs `runs` cases at scale 1; at least one. */
export function propertyRuns(runs = FAST_CHECK_RUNS): { numRuns: number } {
  return { numRuns: Math.max(1, Math.ceil(runs * scale())) };
}
