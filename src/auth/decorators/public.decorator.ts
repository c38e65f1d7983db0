import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'parlour:public';

/** Opens an endpoint to anonymous callers; everything else needs a session or an access token. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
