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

/**
 * How deeply a client's input may nest objects and arrays. No input the API
 * takes comes near it (a match's options are two levels); JSON.parse reads
 * thousands of levels, and a walk that recursed would overflow the stack.
 */
export const MAX_INPUT_DEPTH = 32;

type Path = readonly (string | number)[];

/** A value still to look at, or an object's key to check before its value is. */
type Step = { readonly value: unknown; readonly path: Path } | { readonly key: string; readonly path: Path };

/**
 * The first string within a parsed input (objects and arrays walked, depth
 * first, in order) that cannot be stored, or the first object or array nested
 * deeper than MAX_INPUT_DEPTH, with its path. Walked with a stack of its own,
 * never by recursion, so no input can overflow the call stack.
 */
export function findTextFault(
  value: unknown,
  path: Path = [],
): { readonly path: Path; readonly message: string } | undefined {
  const base = path.length;
  const steps: Step[] = [{ value, path }];
  for (let step = steps.pop(); step !== undefined; step = steps.pop()) {
    if ('key' in step) {
      const keyFault = textFault(step.key);
      if (keyFault !== undefined) return { path: step.path, message: `a field name ${keyFault}` };
      continue;
    }
    const item = step.value;
    if (typeof item === 'string') {
      const message = textFault(item);
      if (message !== undefined) return { path: step.path, message };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (step.path.length - base >= MAX_INPUT_DEPTH)
      return { path: step.path, message: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      steps.push({ value: child, path: [...step.path, Array.isArray(item) ? Number(key) : key] });
      steps.push({ key, path: step.path });
    }
  }
  return undefined;
}
