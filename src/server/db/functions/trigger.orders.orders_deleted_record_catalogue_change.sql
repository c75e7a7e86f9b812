CREATE OR REPLACE TRIGGER "orders_deleted_record_catalogue_change" AFTER DELETE ON "orders" FOR EACH ROW WHEN (OLD."status" = 'delivered') EXECUTE FUNCTION "record_catalogue_change"();
