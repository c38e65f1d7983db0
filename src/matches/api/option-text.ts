import { OptionSpec } from '../../engine';

/**
 * Options given as name/value text pairs (GraphQL) read as typed values by
 * the game's declared specs; a value that does not read stays text, so the
 * engine's validation names the option and what it accepts.
 */
export function optionsFromText(
  specs: readonly OptionSpec[],
  pairs: readonly { name: string; value: string }[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, value } of pairs) {
    const spec = specs.find((s) => s.name === name);
    out[name] = spec ? read(spec, value) : value;
  }
  return out;
}

function read(spec: OptionSpec, value: string): unknown {
  switch (spec.type) {
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'integer':
      return /^-?\d+$/.test(value) ? Number(value) : value;
    case 'enum':
      return value;
  }
}
