import { Clock } from '../../src/common/time/clock';

/** A clock tests move by hand, so expiry is tested without waiting. */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return this.current;
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
