import { foldConfusables } from '../confusables-fold.ts';
import { INVISIBLE_CHARACTERS } from './visible-text.ts';

// Whether a customer's display name could pass for the shop or its staff in front of other
// customers (a review signed "Support", an answer from "অ্যাডমিন"). The name is compared
// as it reads, not as it is spelt: look-alike letters of other scripts, compatibility
// forms, digits and signs written for letters, and invisible characters are all folded
// away first, and the shop's and staff's words are listed in Bangla as well as English.

/**
 * Compatibility forms (full-width, ligatures) and look-alike letters (a Cyrillic о, a
 * dotless ı) folded to the plain Latin letters they pass for, lower case; digits written
 * for the letters they look like ("Supp0rt", "St4ff") read as those letters; the letters
 * drawn as one vertical stroke (i, l, 1, and the capital I and Greek Ι that the fold reads
 * as l) compare as one, so "ADMlN" is "admin" too. Marks are taken out last: a Bangla word
 * compares by its letters without vowel signs and hasanta, so "অ্যাডমিন" and "অ্যাডমীন"
 * are one word. Spacing and punctuation are taken out before folding: the fold reads "|"
 * as a letter.
 */
const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
};
const foldWord = (word: string) =>
  foldConfusables(word)
    .toLowerCase()
    .replace(/[0-9]/g, (digit) => DIGIT_LETTERS[digit]!)
    .replace(/l/g, 'i')
    .replace(/\p{M}/gu, '');
const NOT_A_LETTER = /[^\p{L}\p{M}\p{N}]+/gu;
const wordsOf = (name: string) => name.split(NOT_A_LETTER).filter(Boolean).map(foldWord);
const lettersOf = (name: string) =>
  foldWord(name.replace(NOT_A_LETTER, '')).replace(/[^\p{L}\p{N}]/gu, '');

/** Signs written for letters ("@dmin", "$upport", "Adm!n", "Adm|n"). */
const SIGN_LETTERS: Record<string, string> = { '@': 'a', $: 's', '!': 'i', '|': 'l' };
const SIGNS = /[@$!|]/g;

/**
 * The ways a name can be read: with its invisible characters taken out ("Sup" + a
 * zero-width space + "port") and read as spaces ("Rahim" + a Hangul filler + "Support"),
 * each with the signs above read as punctuation ("Admin!") and as letters ("@dmin").
 */
function readingsOf(name: string): string[] {
  const joined = name.replace(INVISIBLE_CHARACTERS, '');
  const spaced = name.replace(INVISIBLE_CHARACTERS, ' ');
  const readings = [joined, spaced].flatMap((reading) => [
    reading,
    reading.replace(SIGNS, (sign) => SIGN_LETTERS[sign]!),
  ]);
  return [...new Set(readings)];
}

/** The project's own name, in English and in Bangla, letters only: refused whatever the shop is called now. */
const PROJECT_NAMES = ['Circuit Haat', 'সার্কিট হাট'].map(lettersOf);
/** A shop name shorter than this (in letters) is not looked for: "PC" would refuse half the names. */
const SHORTEST_MATCHED_NAME = 4;
const STAFF_WORDS = new Set(
  [
    ...['official', 'admin', 'administrator', 'support', 'staff', 'moderator', 'helpdesk'],
    // The same in Bangla, in the spellings customers use.
    ...['অফিসিয়াল', 'অফিশিয়াল', 'অ্যাডমিন', 'এডমিন', 'এ্যাডমিন', 'অ্যাডমিনিস্ট্রেটর', 'প্রশাসক'],
    ...['সাপোর্ট', 'স্টাফ', 'মডারেটর', 'হেল্পডেস্ক'],
  ].map(foldWord),
);

/**
 * Whether a display name could pass for the shop or its staff in front of customers:
 * the shop's name (the one the owner gave it, and the project's own in English or
 * Bangla) with any spacing or punctuation, or a staff word on its own, in any of the
 * name's readings. Staff accounts may use such names; customers may not. Without
 * `shopName` only the project's own name is looked for (the browser's form, which
 * checks before the server does with the current name).
 */
export function impersonatesShop(name: string, shopName?: string): boolean {
  const shopLetters = shopName === undefined ? '' : lettersOf(shopName);
  return readingsOf(name).some((reading) => {
    const letters = lettersOf(reading);
    if (PROJECT_NAMES.some((projectName) => letters.includes(projectName))) return true;
    if (shopLetters.length >= SHORTEST_MATCHED_NAME && letters.includes(shopLetters)) return true;
    return wordsOf(reading).some((word) => STAFF_WORDS.has(word));
  });
}
