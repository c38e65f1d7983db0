import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'parlour:public';

/**
 * Opens an endpoint to anonymous callers; everything else needs a session or
 * an access token. With `@RequireScopes`, a caller who does send a good
 * credential needs those scopes (the OpenAPI document then shows the
 * credential as optional).
 */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-parlour-public', true));
