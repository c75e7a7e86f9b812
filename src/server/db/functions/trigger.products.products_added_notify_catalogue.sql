CREATE OR REPLACE TRIGGER "products_added_notify_catalogue" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
