/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as PostgreSQL text, or undefined when it can:
 * text holds no NUL character, and a lone surrogate has no UTF-8 encoding.
 * Refused where input is parsed, such a string would otherwise reach the
 * database and fail there, as a 500.
 */
export function textFault(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it holds a lone surrogate)';
  return undefined;
}

/** The first string within a parsed input (objects and arrays walked) that cannot be stored, with its path. */
export function findTextFault(
  value: unknown,
  path: readonly (string | number)[] = [],
): { readonly path: readonly (string | number)[]; readonly message: string } | undefined {
  if (typeof value === 'string') {
    const message = textFault(value);
    return message === undefined ? undefined : { path, message };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyFault = textFault(key);
    if (keyFault !== undefined) return { path, message: `a field name ${keyFault}` };
    const found = findTextFault(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
