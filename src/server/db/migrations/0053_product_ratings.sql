-- Each product's shown reviews counted and their stars summed, kept by a trigger on reviews
-- (decision 162): a list or a page of products reads a product's rating from one row, where
-- two subqueries over its reviews (an average and a count) cost 7 % of a search's statement.
-- The function and triggers are created here as well as by their files (db/functions), so
-- that no review written between this migration and the start's function files is missed.
CREATE TABLE "product_ratings" (
	"product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"reviews" integer NOT NULL,
	"stars" integer NOT NULL,
	CONSTRAINT "product_ratings_not_negative" CHECK ("product_ratings"."reviews" >= 0 and "product_ratings"."stars" >= 0)
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_truncated_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_ratings;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_counted_in_ratings AFTER INSERT OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION reviews_count_in_ratings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_recounted_in_ratings AFTER UPDATE ON reviews
FOR EACH ROW
WHEN ((OLD.product_id, OLD.rating, OLD.hidden_at IS NULL)
  IS DISTINCT FROM (NEW.product_id, NEW.rating, NEW.hidden_at IS NULL))
EXECUTE FUNCTION reviews_count_in_ratings();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_truncated_ratings AFTER TRUNCATE ON reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_truncated_ratings();
--> statement-breakpoint
INSERT INTO "product_ratings" (product_id, reviews, stars)
SELECT product_id, count(*), sum(rating) FROM "reviews" WHERE hidden_at IS NULL
GROUP BY product_id;
