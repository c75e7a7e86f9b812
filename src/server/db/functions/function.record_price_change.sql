-- Every price a product has is written to price_history, whoever changes it, with the
-- regular price beside it while the product is on sale (so starting or ending a sale
-- that keeps the price is recorded too). The writer says where the change comes from and
-- who made it with transaction-local settings (set_config(..., true)):
-- circuit_haat.price_source (form, import, bulk, sale-end) and circuit_haat.price_actor
-- (the account's id); a write that sets neither is the shop's own (system), such as the
-- demo catalogue.
CREATE OR REPLACE FUNCTION "record_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor uuid := nullif(current_setting('circuit_haat.price_actor', true), '')::uuid;
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."price_tk" IS NOT DISTINCT FROM OLD."price_tk"
		AND NEW."regular_price_tk" IS NOT DISTINCT FROM OLD."regular_price_tk" THEN
		RETURN NEW;
	END IF;
	INSERT INTO "price_history" ("product_id", "price_tk", "regular_price_tk", "source", "actor_id", "actor_name")
	VALUES (NEW."id", NEW."price_tk", NEW."regular_price_tk",
		coalesce(nullif(current_setting('circuit_haat.price_source', true), ''), 'system'),
		actor, (SELECT "name" FROM "users" WHERE "id" = actor));
	RETURN NEW;
END
$$;
