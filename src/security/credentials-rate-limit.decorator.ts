import { SetMetadata } from '@nestjs/common';

export const CREDENTIALS_RATE_LIMIT = 'parlour:credentials-rate-limit';

/**
 * Puts an endpoint that takes a password (login, register) under the strict
 * per-IP limit `RATE_LIMIT_AUTH_MAX`, on top of the general one.
 */
export const CredentialsRateLimit = (): MethodDecorator => SetMetadata(CREDENTIALS_RATE_LIMIT, true);
