import { confusablesMap } from 'confusables';

// Look-alike letters folded to the Latin letters they pass for, so a rule about words
// ("admin", "support", the shop's name) sees "Suppоrt" with a Cyrillic о as "Support".
// The data is the confusables package's (Unicode's confusables, reduced to what reads
// as English); the few letters below it leaves out or folds to another letter than
// Unicode's confusables.txt (UTS #39) does.
const FOLDED_HERE = new Map([
  ['ı', 'i'], // U+0131 dotless i: the package reads it as "l"
  ['ι', 'i'], // U+03B9 Greek iota: likewise
  ['ɩ', 'i'], // U+0269 Latin iota: likewise
  ['ꜰ', 'F'], // U+A730 small capital F: missing
]);

/** Marks left on a Latin letter ("ı" + U+0307 combining dot reads as "i"). */
const MARKS_ON_LATIN = /(\p{Script=Latin})\p{M}+/gu;

/**
 * The text as the Latin letters it looks like, after NFKC (full-width and compatibility
 * forms). Only for comparing: never stored or shown. Letters of other scripts that
 * resemble no Latin letter (Bangla, for one) are left as they are.
 */
export function foldConfusables(text: string): string {
  let folded = '';
  for (const character of text.normalize('NFKC')) {
    folded += FOLDED_HERE.get(character) ?? confusablesMap.get(character) ?? character;
  }
  return folded.normalize('NFD').replace(MARKS_ON_LATIN, '$1').normalize('NFC');
}
