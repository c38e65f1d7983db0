/** How many finished games' (or deals') views each game keeps built: those of the matches in play now. */
export const RECENT_RECORDS = 4096;

/**
 * `build` remembered for the `capacity` keys used most recently, its result
 * deep-frozen: for the view of something that can no longer change (a
 * finished game or deal), built once while it is in use and shared by every
 * reader, none of whom can change it for the others. Bounded, because every
 * cached match holds such keys: remembered for all of them, the views of
 * finished games took more memory than the matches themselves. `args` must
 * follow from the key: they are read when the value is built. Keys are
 * compared as a Map compares them: objects by identity, strings by value.
 */
export function frozenRecent<K, A extends unknown[], V>(
  capacity: number,
  build: (key: K, ...args: A) => V,
): (key: K, ...args: A) => V {
  const built = new Map<K, V>();
  return (key, ...args) => {
    let value = built.get(key);
    if (value === undefined) {
      value = deepFreeze(build(key, ...args));
      if (built.size >= capacity) built.delete(built.keys().next().value as K);
    } else {
      built.delete(key);
    }
    built.set(key, value);
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
