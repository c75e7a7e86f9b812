import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, tsvector, type Specs } from './schema.ts';

// Search's own tables (migration 0025; docs/decisions/050-search.md). Products carry their
// search document themselves (products.search_document, written by a trigger); searches read
// it from the narrow copy below.

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

/**
 * What a search reads of each product, a narrow copy kept by the products_search_row trigger
 * (migration 0052, decision 161): a search walks these rows, not the products' own wide ones.
 * Each column has the name and type it has on products, so the conditions and keys written
 * over `products` read these rows when the table is named "products" in a query
 * (products.repository.ts `searchedProducts`).
 */
export const productSearchRows = pgTable(
  'product_search_rows',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceTk: integer('price_tk').notNull(),
    stock: integer('stock').notNull(),
    lowStockAt: integer('low_stock_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    sortName: text('sort_name'),
    searchDocument: tsvector('search_document'),
    specs: jsonb('specs').$type<Specs>().notNull(),
  },
  (t) => [
    index('product_search_rows_search_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.deletedAt} is null`),
    index('product_search_rows_specs_idx')
      .using('gin', sql`${t.specs} jsonb_path_ops`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
