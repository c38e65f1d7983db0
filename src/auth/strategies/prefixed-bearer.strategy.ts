import type { IncomingHttpHeaders } from 'node:http';
import passport from 'passport';
import { bearerOf } from './bearer';

type Verify = (credential: string, done: (error: unknown, user?: unknown) => void) => void;

/**
 * A passport strategy for bearer credentials this strategy recognises by
 * their form (`accepts`). Anything else is a plain failure, so passport goes
 * on to the next strategy; an error from `verify` ends authentication.
 */
export class PrefixedBearerStrategy extends passport.Strategy {
  constructor(
    private readonly accepts: (credential: string) => boolean,
    private readonly verify: Verify,
  ) {
    super();
  }

  override authenticate(req: { headers: IncomingHttpHeaders }): void {
    const credential = bearerOf(req.headers);
    if (credential === null || !this.accepts(credential)) return this.fail(401);
    this.verify(credential, (error, user) => {
      if (error) return this.error(error);
      return user ? this.success(user) : this.fail(401);
    });
  }
}
