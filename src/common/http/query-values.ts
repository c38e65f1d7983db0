/** A query-string integer, or the text itself so validation can name it. */
export function int(value: string | undefined): unknown {
  return value === undefined ? undefined : /^-?\d+$/.test(value) ? Number(value) : value;
}

/** A query-string `true` or `false`, or the text itself so validation can name it. */
export function flag(value: string | undefined): unknown {
  return value === 'true' ? true : value === 'false' ? false : value;
}
