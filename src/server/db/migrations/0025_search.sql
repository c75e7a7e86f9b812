-- Search (docs/decisions/050-search.md). pg_trgm is a trusted extension shipped with every
-- standard PostgreSQL (13 and later), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Each product's search document: its words, weighted by where they stand (A name and model
-- keys, B brand, C category and spec values, D details). Written by a trigger on every change
-- of those fields (src/server/db/functions/), which also fills the
-- rows this column starts empty on.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Every plain word (Latin letters, four or more) any product was ever written with: the
-- spellings a misspelt query word is compared with. Words only come in; one a product no
-- longer uses merely finds nothing.
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
-- The owner's synonyms: each group a set of words or phrases that mean the same.
CREATE TABLE "search_synonym_groups" (
	"position" integer PRIMARY KEY,
	"words" text[] NOT NULL,
	CONSTRAINT "search_synonym_groups_size" CHECK (cardinality("words") between 2 and 20)
);
