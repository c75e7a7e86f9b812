-- The shop's settings: name, contact, slides and stats are on every page.
CREATE OR REPLACE TRIGGER "shop_settings_written_record_catalogue_change" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW WHEN (NEW."key" = 'shop') EXECUTE FUNCTION "record_catalogue_change"();
