/**
 * The security's public entry: rate limits and the decorators that set them, cross-origin requests and security
 * headers. Other modules' code imports src/security only through this file, `security.module.ts` and
 * `listing-cost.interceptor.ts` (the guards and interceptors lie higher in the order); lint checks it
 * (.dependency-cruiser.cjs).
 */
export { CredentialsRateLimit } from './credentials-rate-limit.decorator';
export { allowCrossOrigin } from './cross-origin';
export { ExportBudget } from './export-budget.decorator';
export { RateLimits } from './rate-limits';
export { sendSecurityHeaders } from './security-headers';
