import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Search's own tables (migration 0025; docs/decisions/050-search.md). Products carry their
// search document themselves (products.search_document, written by a trigger).

/** Every plain word any product was written with: the spellings a misspelt word may mean. */
export const searchLexicon = pgTable('search_lexicon', { word: text('word').primaryKey() }, (t) => [
  index('search_lexicon_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/** The owner's synonyms: each group a set of words or phrases that mean the same. */
export const searchSynonymGroups = pgTable(
  'search_synonym_groups',
  {
    position: integer('position').primaryKey(),
    words: text('words').array().notNull(),
  },
  (t) => [check('search_synonym_groups_size', sql`cardinality(${t.words}) between 2 and 20`)],
);
