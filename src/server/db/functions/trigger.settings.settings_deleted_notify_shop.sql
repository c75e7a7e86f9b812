CREATE OR REPLACE TRIGGER "settings_deleted_notify_shop" AFTER DELETE ON "settings" FOR EACH ROW WHEN (OLD."key" = 'shop') EXECUTE FUNCTION "notify_shop_settings_changed"();
