CREATE OR REPLACE TRIGGER reviews_truncated_ratings AFTER TRUNCATE ON reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_truncated_ratings();
