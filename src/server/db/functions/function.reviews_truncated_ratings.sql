-- Reviews emptied at once (a test's reset): no product has a rating left (decision 162).
CREATE OR REPLACE FUNCTION reviews_truncated_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_ratings;
  RETURN NULL;
END
$$;
