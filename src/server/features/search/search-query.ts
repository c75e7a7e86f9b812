import type { Db } from '../../db/client.ts';
import type { Category } from '../../../shared/categories.ts';
import { BUILTIN_SYNONYMS } from './builtin-synonyms.ts';
import { namedCategories, wordsNamingNoCategory } from './search-categories.ts';
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
  /** How many alternatives the parts were read as, all together: at most MAX_QUERY_ALTERNATIVES. */
  alternatives: number;
  /** The categories the query names: their products come first (search-categories.ts). */
  named: Category[];
  /** The query read as a SKU (a tsquery of one lexeme), or null: that product comes first of all. */
  sku: string | null;
  /** Null, or the only categories the query finds (a Bangla category word). */
  within: Category[] | null;
}

/** What one part of a query may be: any of these lists of lexemes, each matched whole. */
type Alternatives = readonly (readonly string[])[];

/**
 * The most alternatives one part of a query is read as (the part as typed, then its synonyms
 * or closest spellings, in order); the rest are ignored. Above what the owner's settings let
 * one word stand for (1 + 3 groups x 19 others) plus the shop's largest group (9).
 */
export const MAX_PART_ALTERNATIVES = 64;
/**
 * The most alternatives a whole query is read as, all parts together. Every part keeps the
 * words as typed; the parts typed first get their synonyms first. Every tsquery of the
 * statement (the match and the three ranks) tests each alternative against each product
 * found, so this, not the settings, is what bounds a search's cost. A query of 100
 * characters has at most 50 parts, so every part always fits.
 */
export const MAX_QUERY_ALTERNATIVES = 128;

/** The longest synonym phrase, in words. */
const LONGEST_PHRASE = 3;

const lexemeList = (phrase: string) => queryWords(phrase).flatMap(wordPieces);

/** One part of a query: its words as typed, what it may be, and whether its last word is
 *  matched as a prefix. */
interface Part {
  typed: readonly string[];
  alternatives: Alternatives;
  prefix: boolean;
}

/**
 * Reads a query: synonym phrases (the shop's and the owner's) become their group, a plain word
 * of four letters or more that no product uses becomes its closest spellings too, and with
 * `prefix` the last word is matched as the start of a word (suggestions while typing).
 * The parts are read once, bounded (MAX_PART_ALTERNATIVES, MAX_QUERY_ALTERNATIVES), and every
 * tsquery the statements use is written from that one reading.
 */
export async function readSearchQuery(
  db: Db,
  q: string,
  options: { prefix?: boolean } = {},
): Promise<SearchQuery> {
  const words = queryWords(q);
  if (words.length === 0) {
    return { match: null, ranks: [], alternatives: 0, named: [], sku: null, within: null };
  }
  const { ownerSynonyms, nearSpellings } = await searchWordsOf(db).read(
    words.filter(mayBeMisspelt),
  );
  const phrases = phrasesWith(ownerSynonyms);
  const parts: Part[] = [];
  for (let at = 0; at < words.length;) {
    const phrase = longestPhrase(words, at, phrases);
    if (phrase) {
      parts.push({
        typed: words.slice(at, at + phrase.length),
        alternatives: phrase.alternatives,
        prefix: false,
      });
      at += phrase.length;
      continue;
    }
    const word = words[at]!;
    const near = nearSpellings.get(word) ?? [];
    at += 1;
    parts.push({
      typed: [word],
      alternatives: [wordPieces(word), ...near.map((spelling) => [foldWord(spelling)])],
      // Only a plain last word is typed on: a synonym phrase is whole already.
      prefix: options.prefix === true && at === words.length,
    });
  }
  const bounded = withinBounds(parts);
  const text = (weights: string) =>
    bounded.map((part) => alternativesText(part.alternatives, weights, part.prefix)).join(' & ');
  const key = modelKey(wordsNamingNoCategory(parts));
  const ranks = [text('A'), text('AB'), text('ABC')];
  if (key) ranks.unshift(quote(key) + (options.prefix ? ':*' : ''));
  // A query equal to a product's SKU finds it first, even when its words appear nowhere else.
  const sku = skuKey(q);
  if (sku) ranks.unshift(quote(sku));
  const alternatives = bounded.reduce((sum, part) => sum + part.alternatives.length, 0);
  return {
    match: sku ? `(${text('')}) | ${quote(sku)}` : text(''),
    ranks,
    alternatives,
    sku: sku ? quote(sku) : null,
    ...namedCategories(parts),
  };
}

/**
 * The parts, each once (a part typed twice needs nothing the first did not: "pc pc" is "pc"),
 * each cut to MAX_PART_ALTERNATIVES, and all together to MAX_QUERY_ALTERNATIVES: each part keeps
 * its first alternative (the words as typed), and what is left goes to the parts in the order
 * they were typed.
 */
function withinBounds(parts: readonly Part[]): Part[] {
  const seen = new Set<string>();
  const distinct = parts.filter((part) => {
    const key = JSON.stringify(part);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let spare = MAX_QUERY_ALTERNATIVES - distinct.length;
  return distinct.map((part) => {
    const more = Math.max(0, Math.min(part.alternatives.length, MAX_PART_ALTERNATIVES) - 1);
    const taken = Math.min(more, Math.max(0, spare));
    spare -= taken;
    return { ...part, alternatives: part.alternatives.slice(0, 1 + taken) };
  });
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
 * The phrases of the shop's synonyms and the owner's, each with the alternatives it is read
 * as, worked out once for each list of the owner's: the words store hands back the same list
 * until the synonyms change, and reading every phrase again cost more of a suggestion's time
 * than its statement's parameters.
 */
const phrasesByOwnerList = new WeakMap<readonly string[][], Map<string, Alternatives>>();

function phrasesWith(ownerSynonyms: string[][]): Map<string, Alternatives> {
  let phrases = phrasesByOwnerList.get(ownerSynonyms);
  if (!phrases) {
    phrases = phraseGroups([...BUILTIN_SYNONYMS, ...ownerSynonyms]);
    phrasesByOwnerList.set(ownerSynonyms, phrases);
  }
  return phrases;
}

/**
 * Each synonym phrase (its words, space-joined) with the alternatives it is read as: itself
 * first, then every member of every group holding it, the shop's groups before the owner's,
 * each once, at most MAX_PART_ALTERNATIVES (a list saved before the owner's limits may hold
 * far more).
 */
function phraseGroups(groups: readonly (readonly string[])[]): Map<string, Alternatives> {
  const members = new Map<string, Map<string, readonly string[]>>();
  for (const group of groups) {
    const lists = group.map(lexemeList).filter((lexemes) => lexemes.length > 0);
    for (const member of group) {
      const key = queryWords(member).join(' ');
      if (key === '') continue;
      let found = members.get(key);
      if (!found) {
        found = new Map([[key, lexemeList(key)]]);
        members.set(key, found);
      }
      for (const lexemes of lists) {
        if (found.size >= MAX_PART_ALTERNATIVES) break;
        const id = lexemes.join(' ');
        if (!found.has(id)) found.set(id, lexemes);
      }
    }
  }
  return new Map([...members].map(([key, found]) => [key, [...found.values()]]));
}

function longestPhrase(
  words: readonly string[],
  at: number,
  phrases: Map<string, Alternatives>,
): { alternatives: Alternatives; length: number } | undefined {
  for (let length = Math.min(LONGEST_PHRASE, words.length - at); length >= 1; length--) {
    const alternatives = phrases.get(words.slice(at, at + length).join(' '));
    if (alternatives) return { alternatives, length };
  }
  return undefined;
}
