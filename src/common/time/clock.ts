import { Injectable } from '@nestjs/common';

/** The time, injected so expiry and throttling can be tested without waiting. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
