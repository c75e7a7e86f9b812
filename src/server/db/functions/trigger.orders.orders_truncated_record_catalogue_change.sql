CREATE OR REPLACE TRIGGER "orders_truncated_record_catalogue_change" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
