import type { z } from 'zod';

// Text that people read on the shop's screens (a display name, an order's contact name and
// address, a product's name and details) must read as what it is. Refused in it:
// - invisible format characters (Unicode category Cf): direction overrides and isolates
//   (U+202A-U+202E, U+2066-U+2069), zero-width spaces and joiners and the direction marks
//   (U+200B-U+200F), the byte-order mark (U+FEFF), the soft hyphen and their kin;
// - the rest of Unicode's default-ignorable characters, drawn as nothing or as a blank:
//   the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the combining grapheme joiner
//   (U+034F), the Mongolian and Khmer invisibles, tag characters, variation selectors;
// - the blank braille pattern (U+2800), a letter-like blank that trims do not remove;
// - the line and paragraph separators (U+2028, U+2029): a line break that no form types,
//   which splits a one-line field (or the order's address on a label) in two.
// They only serve to make a name blank, or "Admin" look like a customer's name. Control
// characters and noncharacters are refused in every text before this (unprintable.ts).
// Two exceptions, for text people really type:
// - Bangla is written with a zero-width joiner or non-joiner between its letters where a
//   conjunct takes another form (র‍্য, as phonetic keyboards type it): those two are allowed
//   between two Bangla characters;
// - a variation selector right after an emoji or a Han ideograph picks how it is drawn
//   (the emoji form of ❤️): allowed there; after anything else it changes nothing one
//   sees, so "Rahim" and "Rahim" plus a selector would read alike.

/** Every character of the list above, the allowed uses included (for reading a name, shop-like-name.ts). */
export const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/gu;
const JOINERS = new Set(['\u200c', '\u200d']);
const BANGLA = /[\u0980-\u09ff]/;
const VARIATION_SELECTOR = /^[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]$/u;
/** What a variation selector may follow: the characters that have variants to pick. */
const HAS_VARIANTS = /^[\p{Emoji}\p{Script=Han}]$/u;

/** The character (a whole code point) that ends at `at` in `text`. */
function characterBefore(text: string, at: number): string {
  const low = text.charCodeAt(at - 1);
  const high = text.charCodeAt(at - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? at - 2 : at - 1, at);
}

/** Whether the invisible character found at `at` is one of the two allowed uses. */
function isAllowed(text: string, found: string, at: number): boolean {
  if (JOINERS.has(found)) {
    return BANGLA.test(text[at - 1] ?? '') && BANGLA.test(text[at + 1] ?? '');
  }
  return VARIATION_SELECTOR.test(found) && at > 0 && HAS_VARIANTS.test(characterBefore(text, at));
}

/** The invisible characters of `text` it may not hold, with where they are. */
function* refusedIn(text: string): Generator<{ at: number; length: number }> {
  for (const found of text.matchAll(INVISIBLE_CHARACTERS)) {
    if (!isAllowed(text, found[0], found.index)) {
      yield { at: found.index, length: found[0].length };
    }
  }
}

/** Whether `text` holds an invisible character other than the allowed uses above. */
export function hasInvisibleCharacters(text: string): boolean {
  return !refusedIn(text).next().done;
}

/**
 * `text` without the characters this rule refuses (the allowed uses are kept): for text
 * the shop takes without a person to tell, such as the name a Google account gives.
 */
export function withoutInvisibleCharacters(text: string): string {
  let kept = '';
  let from = 0;
  for (const { at, length } of refusedIn(text)) {
    kept += text.slice(from, at);
    from = at + length;
  }
  return kept + text.slice(from);
}

/** The refusal of such text, naming the field as its other messages do. */
export const invisibleCharactersMessage = (field: string) =>
  `${field} must not contain invisible or text-direction characters`;

/** The field, refusing invisible and text-direction characters with a message naming it. */
export function visibleText<T extends z.ZodType<string>>(field: T, name: string): T {
  return field.refine((text) => !hasInvisibleCharacters(text), invisibleCharactersMessage(name));
}
