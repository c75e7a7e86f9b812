import type { Db } from '../../db/client.ts';
import { BUILTIN_SYNONYMS } from './builtin-synonyms.ts';
import { searchWordsOf } from './search-words-store.ts';
import {
  foldWord,
  mayBeMisspelt,
  modelKey,
  queryWords,
  skuKey,
  wordPieces,
} from './search-words.ts';

/**
 * A query made ready for the database: tsquery texts over the products' search documents
 * (src/server/db/functions/function.search_document_of.sql), built from quoted lexemes only, so no
 * character a shopper types can reach the tsquery parser as an operator.
 */
export interface SearchQuery {
  /** Every part of the query, anywhere in the document; null: the query has no words. */
  match: string | null;
  /** The ranks, best first: the SKU, the model key, then all parts in the name, name and brand, then
   *  name, brand, category and specs. A product matching none ranks after them (details). */
  ranks: string[];
}

/** What one part of a query may be: any of these lists of lexemes, each matched whole. */
type Alternatives = string[][];

/** The longest synonym phrase, in words. */
const LONGEST_PHRASE = 3;

const lexemeList = (phrase: string) => queryWords(phrase).flatMap(wordPieces);

/**
 * Reads a query: synonym phrases (the shop's and the owner's) become their group, a plain word
 * of four letters or more that no product uses becomes its closest spellings too, and with
 * `prefix` the last word is matched as the start of a word (suggestions while typing).
 */
export async function readSearchQuery(
  db: Db,
  q: string,
  options: { prefix?: boolean } = {},
): Promise<SearchQuery> {
  const words = queryWords(q);
  if (words.length === 0) return { match: null, ranks: [] };
  const { ownerSynonyms, nearSpellings } = await searchWordsOf(db).read(
    words.filter(mayBeMisspelt),
  );
  const phrases = phrasesWith(ownerSynonyms);
  const parts: { alternatives: Alternatives; plain: boolean }[] = [];
  for (let at = 0; at < words.length;) {
    const phrase = longestPhrase(words, at, phrases);
    if (phrase) {
      parts.push({ alternatives: phrase.group.map(lexemeList), plain: false });
      at += phrase.length;
      continue;
    }
    const word = words[at]!;
    const near = nearSpellings.get(word) ?? [];
    parts.push({
      alternatives: [wordPieces(word), ...near.map((spelling) => [foldWord(spelling)])],
      plain: true,
    });
    at += 1;
  }
  const last = parts.at(-1)!;
  const prefixed = options.prefix === true && last.plain;
  const text = (weights: string) =>
    parts
      .map((part, index) =>
        alternativesText(part.alternatives, weights, prefixed && index === parts.length - 1),
      )
      .join(' & ');
  const key = modelKey(words);
  const ranks = [text('A'), text('AB'), text('ABC')];
  if (key) ranks.unshift(quote(key) + (options.prefix ? ':*' : ''));
  // A query equal to a product's SKU finds it first, even when its words appear nowhere else.
  const sku = skuKey(q);
  if (sku) ranks.unshift(quote(sku));
  return { match: sku ? `(${text('')}) | ${quote(sku)}` : text(''), ranks };
}

function alternativesText(alternatives: Alternatives, weights: string, prefix: boolean): string {
  const texts = alternatives
    .filter((lexemes) => lexemes.length > 0)
    .map((lexemes) =>
      lexemes
        .map((lexeme, index) => {
          const star = prefix && index === lexemes.length - 1 ? '*' : '';
          return `${quote(lexeme)}${star || weights ? `:${star}${weights}` : ''}`;
        })
        .join(' & '),
    );
  return `(${[...new Set(texts)].map((one) => `(${one})`).join(' | ')})`;
}

/** A lexeme quoted for the tsquery parser: read as is, never as an operator. */
function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The phrases of the shop's synonyms and the owner's, worked out once for each list of the
 * owner's: the words store hands back the same list until the synonyms change, and reading
 * every phrase again cost more of a suggestion's time than its statement's parameters.
 */
const phrasesByOwnerList = new WeakMap<readonly string[][], Map<string, string[]>>();

function phrasesWith(ownerSynonyms: string[][]): Map<string, string[]> {
  let phrases = phrasesByOwnerList.get(ownerSynonyms);
  if (!phrases) {
    phrases = phraseGroups([...BUILTIN_SYNONYMS, ...ownerSynonyms]);
    phrasesByOwnerList.set(ownerSynonyms, phrases);
  }
  return phrases;
}

/** Each synonym phrase (its words, space-joined) with the group it belongs to. */
function phraseGroups(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const byPhrase = new Map<string, string[]>();
  for (const group of groups) {
    const members = [...group];
    for (const member of members) {
      const key = queryWords(member).join(' ');
      if (key === '') continue;
      byPhrase.set(key, [...(byPhrase.get(key) ?? []), ...members]);
    }
  }
  return byPhrase;
}

function longestPhrase(
  words: readonly string[],
  at: number,
  phrases: Map<string, string[]>,
): { group: string[]; length: number } | undefined {
  for (let length = Math.min(LONGEST_PHRASE, words.length - at); length >= 1; length--) {
    const group = phrases.get(words.slice(at, at + length).join(' '));
    if (group) return { group: [...new Set(group)], length };
  }
  return undefined;
}
