/** The environment failed validation; `problems` holds one message per bad variable. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'InvalidConfigError';
  }
}
