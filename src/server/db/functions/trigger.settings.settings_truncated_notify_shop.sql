CREATE OR REPLACE TRIGGER "settings_truncated_notify_shop" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shop_settings_changed"();
