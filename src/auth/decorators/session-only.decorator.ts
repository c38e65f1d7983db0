import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import { ApiErrors } from '../../common';

export const SESSION_ONLY = 'parlour:session-only';

/** Refuses access tokens outright: managing tokens and editing the account need the player's own login. */
export const SessionOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(SESSION_ONLY, true),
    ApiBearerAuth(),
    ApiExtension('x-parlour-session-only', true),
    ApiErrors('UNAUTHENTICATED', 'FORBIDDEN'),
  );
