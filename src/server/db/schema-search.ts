import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Search (migration 0025); the products' search documents are a column of products.

/** Every plain word a product was written with: what a misspelt query word is compared with. */
export const searchLexicon = pgTable('search_lexicon', { word: text('word').primaryKey() }, (t) => [
  index('search_lexicon_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/** The owner's synonyms, in the order the owner wrote them. */
export const searchSynonymGroups = pgTable(
  'search_synonym_groups',
  {
    position: integer('position').primaryKey(),
    words: text('words').array().notNull(),
  },
  (t) => [check('search_synonym_groups_size', sql`cardinality(${t.words}) between 2 and 20`)],
);
