-- Reviews: ratings, review lists, moderation (hiding and showing).
CREATE OR REPLACE TRIGGER "reviews_record_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "record_catalogue_change"();
