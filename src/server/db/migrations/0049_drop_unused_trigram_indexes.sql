-- Search reads the products' search document (its own GIN index) and the search lexicon's
-- trigram index since decision 058; the trigram indexes on the name, the brand and the
-- details answer no statement any more, yet every product write still updated all three
-- (decision 092).
DROP INDEX IF EXISTS "products_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_details_trgm_idx";
