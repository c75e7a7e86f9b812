import type { z } from 'zod';

// Text that people read on the shop's screens (a display name, an order's contact name and
// address) must read as what it is. Invisible format characters (Unicode category Cf):
// direction overrides and isolates (U+202A-U+202E, U+2066-U+2069), zero-width spaces and
// joiners and the direction marks (U+200B-U+200F), the byte-order mark (U+FEFF), the soft
// hyphen and their kin only serve to make such text read differently from what it is.
// One exception: Bangla is written with a zero-width joiner or non-joiner between its
// letters where a conjunct takes another form (র‍্য, as phonetic keyboards type it), so
// those two are allowed between two Bangla characters.

const FORMAT_CHARACTER = /\p{Cf}/gu;
const JOINERS = new Set(['\u200c', '\u200d']);
const BANGLA = /[\u0980-\u09ff]/;

/** Whether `text` holds a format character other than a joiner inside a Bangla word. */
export function hasInvisibleCharacters(text: string): boolean {
  for (const found of text.matchAll(FORMAT_CHARACTER)) {
    const at = found.index;
    const insideBangla =
      JOINERS.has(found[0]) && BANGLA.test(text[at - 1] ?? '') && BANGLA.test(text[at + 1] ?? '');
    if (!insideBangla) return true;
  }
  return false;
}

/** The refusal of such text, naming the field as its other messages do. */
export const invisibleCharactersMessage = (field: string) =>
  `${field} must not contain invisible or text-direction characters`;

/** The field, refusing invisible and text-direction characters with a message naming it. */
export function visibleText<T extends z.ZodType<string>>(field: T, name: string): T {
  return field.refine((text) => !hasInvisibleCharacters(text), invisibleCharactersMessage(name));
}
