/** Anything thrown, as a log line: an error's stack (its message when it has none), or the value as text. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
