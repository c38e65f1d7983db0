import { SetupError } from './errors';
import { Result, err, ok } from './result';

/** A declared rule variant, chosen when a match is created. */
export type OptionSpec =
  | {
      readonly name: string;
      readonly type: 'enum';
      readonly values: readonly string[];
      readonly default: string;
      readonly description: string;
    }
  | { readonly name: string; readonly type: 'boolean'; readonly default: boolean; readonly description: string }
  | {
      readonly name: string;
      readonly type: 'integer';
      readonly min: number;
      readonly max: number;
      readonly default: number;
      readonly description: string;
    };

export type OptionValue = string | number | boolean;
export type OptionInput = Readonly<Record<string, unknown>>;
/** Options validated, with every default filled in: what a match stores and its engine reads. */
export type ResolvedOptions = Readonly<Record<string, OptionValue>>;

/**
 * Fills defaults and validates: an unknown option or a value of the wrong type
 * or out of range is an error naming the option. Never throws. A frozen input
 * that already names every option validly is the answer itself: the states
 * of all the matches played with one such object share it instead of a copy
 * each (and, frozen, nobody can change it under them).
 */
export function resolveOptions<O>(specs: readonly OptionSpec[], input: OptionInput | undefined): Result<O, SetupError> {
  const given = input ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return err({ code: 'INVALID_OPTION', message: 'options must be an object' });
  }
  const out: Record<string, OptionValue> = {};
  for (const name of Object.keys(given)) {
    if (!specs.some((s) => s.name === name)) {
      return err({
        code: 'UNKNOWN_OPTION',
        option: name,
        message: `unknown option "${name}"; known: ${specs.map((s) => s.name).join(', ')}`,
      });
    }
  }
  for (const spec of specs) {
    const value = given[spec.name];
    if (value === undefined) {
      out[spec.name] = spec.default;
      continue;
    }
    const problem = checkValue(spec, value);
    if (problem) return err({ code: 'INVALID_OPTION', option: spec.name, message: `option "${spec.name}" ${problem}` });
    out[spec.name] = value as OptionValue;
  }
  const complete = Object.isFrozen(given) && specs.every((spec) => given[spec.name] !== undefined);
  return ok((complete ? given : out) as O);
}

function checkValue(spec: OptionSpec, value: unknown): string | undefined {
  switch (spec.type) {
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value)
        ? undefined
        : `must be one of ${spec.values.join(', ')}`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'integer':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
        ? undefined
        : `must be an integer from ${spec.min} to ${spec.max}`;
  }
}
