import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isAccessTokenSecret } from '../access-token-secret';
import { AccessTokensService } from '../access-tokens.service';
import { Principal } from '../principal';
import { PrefixedBearerStrategy } from './prefixed-bearer.strategy';

/** Personal access tokens: bearer credentials that start with `plr_`. */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(PrefixedBearerStrategy, 'access-token') {
  constructor(private readonly tokens: AccessTokensService) {
    super(isAccessTokenSecret);
  }

  validate(secret: string): Promise<Principal> {
    return this.tokens.authenticate(secret);
  }
}
