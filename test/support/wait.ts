/** How often `until` tries again: short, as tests wait for events, and a try is a cheap read. */
const EVERY_MS = 25;

export interface UntilOptions {
  /** How long to keep trying before failing; long, as a loaded CI machine is slow, and a pass returns at once. */
  readonly ms?: number;
  /** What the failure says besides `what`: the state the last try found. */
  readonly explain?: () => string | Promise<string>;
}

/**
 * Polls `check` until it gives a value other than undefined, false and an empty array, and
 * returns that value; fails naming `what` after `ms`. For an event a test cannot subscribe to: a
 * row written, a webhook received (a list of them, non-empty), a process's output.
 */
export async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { ms = 60_000, explain }: UntilOptions = {},
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0)) return value;
    if (Date.now() > end) {
      const why = explain ? `: ${await explain()}` : '';
      throw new Error(`timed out after ${ms} ms waiting for ${what}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
}

/** `work`, or a failure naming `what` if it has not settled within `ms`: for what must happen at once. */
export function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  );
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
