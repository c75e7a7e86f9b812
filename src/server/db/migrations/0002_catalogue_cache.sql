-- Every change to the catalogue (products: price, details, soft delete; reviews: ratings)
-- notifies the app instances in the same transaction, so each empties its cache of
-- public catalogue answers when, and only if, the change commits.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_added_notify_catalogue" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- Not for a change of stock alone: every order makes one, and a notification takes a
-- database-wide lock until the commit is on disk, which would put all orders in single
-- file. Stock shown from a cache is instead at most a second old (its answers' age limit).
CREATE TRIGGER "products_edited_notify_catalogue" AFTER UPDATE ON "products" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at')) EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- Catalogue search is a substring match on name, brand or details: trigram indexes let
-- PostgreSQL answer it without reading every product.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_details_trgm_idx" ON "products" USING gin ("details" gin_trgm_ops) WHERE "deleted_at" IS NULL;
