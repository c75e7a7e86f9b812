-- The pickup point migration 0007 adds is the demo shop's counter, not the owner's: it is
-- marked demo (unless the owner has edited it) so that removing the demo data takes it
-- away from checkout. A point the owner edits stops being demo (delivery-settings.repository.ts).
ALTER TABLE "pickup_points" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "pickup_points" SET "demo" = true
WHERE "name" = 'Circuit Haat, BCS Computer City'
  AND "address" = 'Shop 512, Level 5, BCS Computer City, IDB Bhaban, Agargaon, Dhaka 1207'
  AND "phone" = '+880 1711-555010'
  AND "hours" = '10 am to 8 pm, closed Tuesdays';
