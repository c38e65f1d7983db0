/**
 * `build` remembered per key object, its result deep-frozen: for the view of
 * something that can no longer change (a finished game or deal), built once
 * and shared by every reader, none of whom can change it for the others.
 * `args` must follow from the key: they are read on the first call only.
 */
export function frozenOnce<K extends object, A extends unknown[], V>(build: (key: K, ...args: A) => V): (key: K, ...args: A) => V {
  const built = new WeakMap<K, V>();
  return (key, ...args) => {
    let value = built.get(key);
    if (value === undefined) {
      value = deepFreeze(build(key, ...args));
      built.set(key, value);
    }
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
