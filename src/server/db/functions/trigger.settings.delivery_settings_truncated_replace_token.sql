CREATE OR REPLACE TRIGGER "delivery_settings_truncated_replace_token" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "replace_delivery_settings_token"();
