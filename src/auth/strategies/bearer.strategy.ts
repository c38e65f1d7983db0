import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { IncomingHttpHeaders } from 'node:http';
import passport from 'passport';
import { BearerAuthenticator } from '../bearer-authenticator';
import { Principal } from '../principal';
import { bearerOf } from './bearer';

type Verify = (credential: string, done: (error: unknown, user?: unknown) => void) => void;

/** A passport strategy for `Authorization: Bearer <credential>`: no credential is a plain failure; `verify` decides the rest. */
class BearerCredentialStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: { headers: IncomingHttpHeaders }): void {
    const credential = bearerOf(req.headers);
    if (credential === null) return this.fail(401);
    this.verify(credential, (error, user) => {
      if (error) return this.error(error);
      return user ? this.success(user) : this.fail(401);
    });
  }
}

/**
 * A session JWT or an access token, told apart by their form and checked by
 * the BearerAuthenticator that also checks a WebSocket's credential, so both
 * ways in accept exactly the same credentials. A credential that does not
 * check out is an error saying why (the guard answers it as such).
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(BearerCredentialStrategy, 'bearer') {
  constructor(private readonly authenticator: BearerAuthenticator) {
    super();
  }

  validate(credential: string): Promise<Principal> {
    return this.authenticator.authenticate(credential);
  }
}
