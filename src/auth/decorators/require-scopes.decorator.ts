import { SetMetadata } from '@nestjs/common';
import { Scope } from '../scopes';

export const REQUIRED_SCOPES = 'parlour:scopes';

/** The scopes an access token needs for this operation (a session has them all). */
export const RequireScopes = (...scopes: Scope[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_SCOPES, scopes);
