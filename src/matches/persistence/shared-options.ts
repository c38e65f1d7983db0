/** Distinct values kept of each kind; past this, the one met longest ago is let go (its matches keep theirs). */
const CAPACITY = 1024;

type Options = Readonly<Record<string, unknown>>;

/** The value kept for `key`, made by `make` the first time (or again once let go). */
function sharedBy<T>(): (key: string, make: () => T) => T {
  const byKey = new Map<string, T>();
  return (key, make) => {
    const known = byKey.get(key);
    if (known !== undefined) return known;
    const shared = make();
    byKey.set(key, shared);
    if (byKey.size > CAPACITY) byKey.delete(byKey.keys().next().value as string);
    return shared;
  };
}

/**
 * One frozen object for each distinct set of options that matches read from
 * the database were created with. Ten thousand cached matches created with
 * the defaults then hold one options object between them rather than one
 * each, and so do their engine states: given a frozen object that names
 * every option, the engine keeps that object rather than a copy.
 */
export class SharedOptions {
  private readonly byText = sharedBy<Options>();

  of(options: Options): Options {
    return this.byText(JSON.stringify(options), () => Object.freeze({ ...options }));
  }
}

/**
 * One string for each value of the columns that take a few values across
 * every match (the game, its rules version, its deal algorithm, its
 * visibility): each row read holds strings of its own, about 120 bytes a
 * cached match for these four.
 */
export class SharedText {
  private readonly known = sharedBy<string>();

  of(text: string): string {
    return this.known(text, () => text);
  }
}
