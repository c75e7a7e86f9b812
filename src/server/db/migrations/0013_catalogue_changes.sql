-- Which transactions changed what the catalogue and its rendered pages show. Every
-- instance checks a few times a second whether one of these committed since its last
-- check, and only then forgets its cached answers: commits elsewhere (carts, sessions,
-- sign-ups, rate limits) leave them in place. Unlike a notification, recording a change
-- takes no database-wide lock, so the stock taken by orders is recorded too.
CREATE TABLE "catalogue_changes" (
	"xid" xid8 PRIMARY KEY
);
--> statement-breakpoint
CREATE FUNCTION "record_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalogue_changes" ("xid") VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Products: name, price, details, specs, picture, stock (orders, the stock ledger,
-- restocks), soft deletes.
CREATE TRIGGER "products_record_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
-- Reviews: ratings, review lists, moderation (hiding and showing).
CREATE TRIGGER "reviews_record_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
-- The shop's settings: name, contact, slides and stats are on every page.
CREATE TRIGGER "shop_settings_written_record_catalogue_change" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW WHEN (NEW."key" = 'shop') EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "shop_settings_deleted_record_catalogue_change" AFTER DELETE ON "settings" FOR EACH ROW WHEN (OLD."key" = 'shop') EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "settings_truncated_record_catalogue_change" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
-- A public review is marked "verified purchase" while its author has a delivered order
-- of the product: an order becoming (or ceasing to be) delivered changes the reviews shown.
CREATE TRIGGER "orders_delivered_record_catalogue_change" AFTER UPDATE ON "orders" FOR EACH ROW WHEN ((OLD."status" = 'delivered') IS DISTINCT FROM (NEW."status" = 'delivered') OR (NEW."status" = 'delivered' AND OLD."user_id" IS DISTINCT FROM NEW."user_id")) EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_deleted_record_catalogue_change" AFTER DELETE ON "orders" FOR EACH ROW WHEN (OLD."status" = 'delivered') EXECUTE FUNCTION "record_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_truncated_record_catalogue_change" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
