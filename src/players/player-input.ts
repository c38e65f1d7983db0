import { z } from 'zod';

/** 3–24 characters of `[A-Za-z0-9_-]`; unique without regard to case. ASCII alone, so no name rule is needed. */
export const handleSchema = z.string().regex(/^[A-Za-z0-9_-]{3,24}$/, 'must be 3 to 24 letters, digits, _ or -');

/** Characters that reorder the text around them (UAX #9): `ann\u202Enib` shows as `annbin`. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * What an emoji sequence needs of the invisible characters: a zero-width
 * joiner between two pictographs (👩‍👩‍👧), and the emoji presentation
 * selector after a pictograph (❤️) or a keycap's base (1️⃣). Elsewhere they
 * would hide inside a name, as every other default-ignorable character would.
 */
const EMOJI_INVISIBLES =
  /(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})\uFE0F|(?<=[#*0-9])\uFE0F(?=\u20E3)/gu;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const LINE_BREAKS = /[\p{Zl}\p{Zp}]/u;
/** Spaces other than U+0020: no-break, ideographic, thin... which look like it or like nothing. */
const OTHER_SPACES = /[^\P{Zs} ]/u;

/**
 * Why a name people read cannot be one (docs/api.md, "Players and sessions"),
 * or undefined: control characters, bidirectional controls, invisible
 * (default-ignorable) characters outside the emoji sequences that need them,
 * line and paragraph separators, and spaces but the plain one would let a
 * name pass for another, or break the lines it is shown in.
 */
export function nameFault(name: string): string | undefined {
  if (/\p{Cc}/u.test(name)) return 'must not contain control characters';
  if (BIDI_CONTROLS.test(name)) return 'must not contain bidirectional controls (U+202E and the like)';
  if (INVISIBLE.test(name.replace(EMOJI_INVISIBLES, '')))
    return 'must not contain invisible characters (U+200B and the like)';
  if (LINE_BREAKS.test(name)) return 'must not contain line or paragraph separators';
  if (OTHER_SPACES.test(name)) return 'must not contain a space other than the plain space (U+0020)';
  return undefined;
}

/** A display name: trimmed, in Unicode's composed form (NFC), 1 to 40 characters of it, with no character `nameFault` refuses. */
export const displayNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .superRefine((name, ctx) => {
    const fault = nameFault(name);
    if (fault !== undefined) ctx.addIssue({ code: 'custom', input: name, message: fault });
  });

/** Uniqueness is decided on this form (`Player.handleKey`), so `Alice` and `alice` cannot both exist. */
export function handleKey(handle: string): string {
  return handle.toLowerCase();
}

export const updateProfileSchema = z.strictObject({ displayName: displayNameSchema });
