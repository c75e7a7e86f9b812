-- Only when what a rating counts changed: its product, its stars, shown or hidden.
CREATE OR REPLACE TRIGGER reviews_recounted_in_ratings AFTER UPDATE ON reviews
FOR EACH ROW
WHEN ((OLD.product_id, OLD.rating, OLD.hidden_at IS NULL)
  IS DISTINCT FROM (NEW.product_id, NEW.rating, NEW.hidden_at IS NULL))
EXECUTE FUNCTION reviews_count_in_ratings();
