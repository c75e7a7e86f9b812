CREATE OR REPLACE TRIGGER "settings_truncated_record_catalogue_change" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
