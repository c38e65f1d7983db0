/** Distinct option sets kept; past this, the one met longest ago is let go (its matches keep their object). */
const CAPACITY = 1024;

type Options = Readonly<Record<string, unknown>>;

/**
 * One frozen object for each distinct set of options that matches read from
 * the database were created with. Ten thousand cached matches created with
 * the defaults then hold one options object between them rather than one
 * each, and so do their engine states: given a frozen object that names
 * every option, the engine keeps that object rather than a copy.
 */
export class SharedOptions {
  private readonly byText = new Map<string, Options>();

  of(options: Options): Options {
    const text = JSON.stringify(options);
    const known = this.byText.get(text);
    if (known !== undefined) return known;
    const shared = Object.freeze({ ...options });
    this.byText.set(text, shared);
    if (this.byText.size > CAPACITY) this.byText.delete(this.byText.keys().next().value as string);
    return shared;
  }
}
