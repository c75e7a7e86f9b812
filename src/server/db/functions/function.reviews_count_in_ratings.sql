-- Keeps product_ratings (decision 162) as reviews are written, replaced, hidden, shown again
-- or deleted: a shown review counts once with its stars, a hidden one not at all. By
-- increments, each under the rating row's lock, so two reviews of one product written at
-- once both count.
CREATE OR REPLACE FUNCTION reviews_count_in_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.hidden_at IS NULL THEN
    UPDATE product_ratings SET reviews = reviews - 1, stars = stars - OLD.rating
    WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.hidden_at IS NULL THEN
    INSERT INTO product_ratings (product_id, reviews, stars) VALUES (NEW.product_id, 1, NEW.rating)
    ON CONFLICT (product_id) DO UPDATE
    SET reviews = product_ratings.reviews + 1, stars = product_ratings.stars + EXCLUDED.stars;
  END IF;
  RETURN NULL;
END
$$;
