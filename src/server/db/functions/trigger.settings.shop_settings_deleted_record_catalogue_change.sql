CREATE OR REPLACE TRIGGER "shop_settings_deleted_record_catalogue_change" AFTER DELETE ON "settings" FOR EACH ROW WHEN (OLD."key" = 'shop') EXECUTE FUNCTION "record_catalogue_change"();
