CREATE OR REPLACE TRIGGER "delivery_settings_deleted_replace_token" AFTER DELETE ON "settings" FOR EACH ROW WHEN (OLD."key" = 'delivery') EXECUTE FUNCTION "replace_delivery_settings_token"();
