import { SetMetadata } from '@nestjs/common';

export const SESSION_ONLY = 'parlour:session-only';

/** Refuses access tokens outright: managing tokens and editing the account need the player's own login. */
export const SessionOnly = (): MethodDecorator & ClassDecorator => SetMetadata(SESSION_ONLY, true);
