CREATE OR REPLACE TRIGGER "settings_written_notify_shop" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW WHEN (NEW."key" = 'shop') EXECUTE FUNCTION "notify_shop_settings_changed"();
