CREATE OR REPLACE TRIGGER "products_back_in_stock" AFTER UPDATE OF "stock", "availability" ON "products"
	FOR EACH ROW
	WHEN (NEW.stock > 0 AND NEW.availability <> 'coming-soon' AND NEW.deleted_at IS NULL
		AND (OLD.stock = 0 OR OLD.availability = 'coming-soon'))
	EXECUTE FUNCTION "notify_stock_alerts"();
