import { Clock } from '../../src/common/time/clock';

/** A clock tests move by hand, so expiry is tested without waiting. */
export class FixedClock extends Clock {
  private current: number;

  constructor(start: Date) {
    super();
    this.current = start.getTime();
  }

  override millis(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
