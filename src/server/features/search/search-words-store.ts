import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { searchLexicon, searchSynonymGroups } from '../../db/schema-search.ts';
import { isNearSpelling } from './search-words.ts';

/** Notified by triggers on search_lexicon and search_synonym_groups when a change commits. */
export const SEARCH_WORDS_CHANNEL = 'search_words_changed';

/** Typo tolerance: the closest spellings a misspelt word may mean, and how close. */
const NEAR_SPELLINGS = 3;
const NEAR_SIMILARITY = 0.3;
/** Words kept at most; past that, all are forgotten and read again as they are typed. */
const MAX_KEPT_WORDS = 20_000;

/** What a query is read with besides its own text. */
export interface QueryWords {
  /** The owner's synonym groups, in their order. */
  ownerSynonyms: string[][];
  /** For each plain word no product uses, its closest spellings (none for a known word). */
  nearSpellings: Map<string, string[]>;
}

/**
 * The owner's synonyms and what the lexicon says of each word shoppers typed, kept in memory
 * by each instance so reading a query costs no round trip to the database. Shoppers type
 * the same few thousand words over and over; a word typed for the first time is looked up
 * once.
 *
 * Kept only while change notices arrive (the catalogue's listening connection): a new word
 * in the lexicon or a change of the synonyms, committed by any instance, notifies every
 * instance, and each forgets what it kept, as the catalogue's cache does. The instance that
 * saves synonyms forgets at once. A lookup begun before a notice is used but not kept.
 */
export class SearchWordsStore {
  private ownerSynonyms: string[][] | undefined;
  private readonly nearSpellings = new Map<string, string[]>();
  /** Words of the lexicon among those looked up: the ones a product uses. */
  private readonly known = new Set<string>();
  private generation = 0;
  private trusted = false;

  constructor(private readonly db: Db) {}

  /** The owner's synonyms and the closest spellings of `words` (plain words of a query). */
  async read(words: readonly string[]): Promise<QueryWords> {
    if (!this.trusted) return lookUp(this.db, words, true);
    const unknown = [...new Set(words)].filter((word) => !this.nearSpellings.has(word));
    const generation = this.generation;
    const looked =
      unknown.length > 0 || this.ownerSynonyms === undefined
        ? await lookUp(this.db, unknown, this.ownerSynonyms === undefined)
        : undefined;
    if (looked && generation === this.generation) this.keep(unknown, looked);
    const nearSpellings = new Map<string, string[]>();
    for (const word of words) {
      const near = looked?.nearSpellings.get(word) ?? this.nearSpellings.get(word) ?? [];
      if (near.length > 0) nearSpellings.set(word, near);
    }
    return { ownerSynonyms: this.ownerSynonyms ?? looked?.ownerSynonyms ?? [], nearSpellings };
  }

  /**
   * Whether every one of `words` is known to be a word some product uses, from what this
   * instance kept (false when it cannot tell): a query of such words has nothing to correct.
   */
  allKnown(words: readonly string[]): boolean {
    return this.trusted && words.every((word) => this.known.has(word));
  }

  /** A change committed somewhere: what is kept goes, and the next reads look up again. */
  changed(): void {
    this.generation += 1;
    this.ownerSynonyms = undefined;
    this.nearSpellings.clear();
    this.known.clear();
  }

  /** Whether change notices are being received, so words can be kept in memory. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.changed();
  }

  private keep(words: readonly string[], looked: QueryWords): void {
    if (this.nearSpellings.size + words.length > MAX_KEPT_WORDS) {
      this.nearSpellings.clear();
      this.known.clear();
    }
    for (const word of words) {
      const near = looked.nearSpellings.get(word);
      this.nearSpellings.set(word, near ?? []);
      // The lookup names every word the lexicon lacks, with or without close spellings.
      if (near === undefined) this.known.add(word);
    }
    this.ownerSynonyms ??= looked.ownerSynonyms;
  }
}

const stores = new WeakMap<Db, SearchWordsStore>();

/** The one store of a database connection pool (kept nothing until its notices are wired). */
export function searchWordsOf(db: Db): SearchWordsStore {
  let store = stores.get(db);
  if (!store) {
    store = new SearchWordsStore(db);
    stores.set(db, store);
  }
  return store;
}

type SynonymWords = (typeof searchSynonymGroups.$inferSelect)['words'];
type LexiconWord = (typeof searchLexicon.$inferSelect)['word'];

/** The owner's synonyms (when asked) and, for each word no product uses, its closest spellings: one query. */
async function lookUp(db: Db, words: readonly string[], synonyms: boolean): Promise<QueryWords> {
  // Both are json aggregates (null when there is nothing to aggregate): each typed word is
  // paired with the lexicon's words closest to it.
  const result = await db.execute<{
    synonyms: SynonymWords[] | null;
    near: [string, LexiconWord[]][] | null;
  }>(sql`
    select
      ${synonyms ? sql`(select json_agg(words order by position) from search_synonym_groups)` : sql`null`} as synonyms,
      (select json_agg(json_build_array(typed.word, spellings.words))
         from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as typed(word)
         cross join lateral (
           select coalesce(json_agg(near.word), '[]') as words from (
             select word from search_lexicon
             order by word <-> typed.word limit ${NEAR_SPELLINGS}
           ) as near
           where similarity(near.word, typed.word) >= ${NEAR_SIMILARITY}
         ) as spellings
         where not exists (select 1 from search_lexicon where word = typed.word)
      ) as near`);
  const row = result.rows[0];
  // Every word the lexicon lacks keeps its entry, with no spelling left or some.
  const nearSpellings = new Map(
    (row?.near ?? []).map(([typed, words]) => [
      typed,
      words.filter((word) => isNearSpelling(typed, word)),
    ]),
  );
  return { ownerSynonyms: row?.synonyms ?? [], nearSpellings };
}
