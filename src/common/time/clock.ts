import { Injectable } from '@nestjs/common';

/** The time, injected so expiry and throttling can be tested without waiting. */
@Injectable()
export class Clock {
  /** Milliseconds since the epoch: what the checks made on every request read, without a Date each. */
  millis(): number {
    return Date.now();
  }

  now(): Date {
    return new Date(this.millis());
  }
}
