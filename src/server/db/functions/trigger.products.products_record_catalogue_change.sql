-- Products: name, price, details, specs, picture, stock (orders, the stock ledger,
-- restocks), soft deletes.
CREATE OR REPLACE TRIGGER "products_record_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
