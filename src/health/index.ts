/**
 * The health probes' public entry: their controllers, for the app's module, and the OpenAPI examples. Other code
 * imports src/health only through this file; lint checks it (.dependency-cruiser.cjs).
 */
export { healthExamples } from './health-examples';
export { HealthController } from './health.controller';
export { ReadinessController } from './readiness.controller';
