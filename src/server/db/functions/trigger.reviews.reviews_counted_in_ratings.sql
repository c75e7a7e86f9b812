CREATE OR REPLACE TRIGGER reviews_counted_in_ratings AFTER INSERT OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION reviews_count_in_ratings();
