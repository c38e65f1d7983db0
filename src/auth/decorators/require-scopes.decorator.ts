import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import { ApiErrors } from '../../common';
import { Scope } from '../scopes';

export const REQUIRED_SCOPES = 'parlour:scopes';

/** The scopes an access token needs for this operation (a session has them all); REST's OpenAPI document says so too. */
export const RequireScopes = (...scopes: Scope[]): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_SCOPES, scopes),
    ApiBearerAuth(),
    ApiExtension('x-parlour-scopes', scopes),
    ApiErrors('UNAUTHENTICATED', 'FORBIDDEN'),
  );
