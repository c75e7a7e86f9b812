import { MAX_QUERY_LENGTH } from '../../../shared/constants.ts';
import { latinDigits } from '../../../shared/latin-digits.ts';

// How a query is read: the same rules as the product side (src/server/db/functions/
// function.search_words.sql and its neighbours), which search-words.test.ts checks against the database.

/** Longest word a shopper types; longer runs are noise. */
const MAX_WORD_LENGTH = 40;

/**
 * Compatibility-normalised lower case, Bangla digits read as digits, Bangla joiners
 * dropped, an inch mark after a number read as "inch", and everything but Latin letters,
 * digits and Bangla a space between words.
 */
export function cleanText(raw: string): string {
  return latinDigits(raw.normalize('NFKC').toLowerCase())
    .replace(/[\u200c\u200d]/g, '')
    .replace(/([0-9])\s*("|''|\u2033|\u201d)/g, '$1 inch ')
    .replace(/[^0-9a-z\u0980-\u09ff]+/g, ' ')
    .trim();
}

/** The words of a query as typed (not split, not folded), in order. */
export function queryWords(raw: string): string[] {
  return cleanText(raw.slice(0, MAX_QUERY_LENGTH))
    .split(' ')
    .filter((word) => word !== '' && word.length <= MAX_WORD_LENGTH);
}

/** A plural of a plain word without its "s" (cards = card, fans = fan, not glass). */
export function foldWord(word: string): string {
  return /^[a-z]{2,}[a-rt-z]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The lexemes one word must match, all of them: a word mixing letters and digits is its
 * runs (rtx4060 is rtx and 4060), so it finds "RTX 4060" and "RTX4060" alike.
 */
export function wordPieces(word: string): string[] {
  const mixed = /[0-9]/.test(word) && /[^0-9]/.test(word);
  const pieces = mixed ? (word.match(/[0-9]+|[^0-9]+/g) ?? []) : [word];
  return pieces.map(foldWord);
}

/** Every lexeme a text's words give, as the product side indexes them (for the parity test). */
export function indexedWords(raw: string): string[] {
  const words = cleanText(raw)
    .split(' ')
    .filter((word) => word !== '' && word.length <= MAX_WORD_LENGTH);
  return [...new Set(words.flatMap((word) => [foldWord(word), ...wordPieces(word)]))].sort();
}

/** The model key a query would be if it were a model number written together, or undefined. */
export function modelKey(words: readonly string[]): string | undefined {
  const joined = words.join('');
  return /[0-9]/.test(joined) && joined.length <= 60 ? `#${joined}` : undefined;
}

/**
 * A whole query read as a SKU, the way the database writes a product's SKU into its search
 * document (function.search_sku_key.sql): letters and digits only, lower case, after '='.
 */
export function skuKey(q: string): string | undefined {
  const key = q.replace(/[^0-9a-zA-Z]/g, '').toLowerCase();
  return key.length > 0 && key.length <= 64 ? `=${key}` : undefined;
}

/**
 * Whether a word of the lexicon may be what a shopper meant by a word no product uses: at
 * most one typing slip in a word of up to five letters, two in a longer one (a slip: a
 * letter wrong, missing, extra, or two letters swapped). The database offers the closest
 * spellings by trigram similarity, which also calls a different word close when the two
 * share an ending: "keyboard" is 0.31 from "onboard", as close as "rizen" is to "ryzen",
 * and a shop without keyboards listed its motherboards for it.
 */
export function isNearSpelling(typed: string, known: string): boolean {
  const allowed = typed.length <= 5 ? 1 : 2;
  return Math.abs(typed.length - known.length) <= allowed && slips(typed, known) <= allowed;
}

/** The fewest typing slips that turn `a` into `b` (optimal string alignment distance). */
function slips(a: string, b: string): number {
  // Three rows of the table: the one before the previous is what a swap looks back to.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** A plain word long enough for typo tolerance: never a model number. */
export function mayBeMisspelt(word: string): boolean {
  return /^[a-z]{4,30}$/.test(word);
}
