-- A notice's job is queued by the notice relay after the notice commits, not by the
-- statement that writes it (decision 062): `relayed_at` is when the relay queued its job
-- (or marked it not-configured, its channel having no provider), null while it waits for
-- the relay. Every notice written before this had its job queued in the same transaction.
ALTER TABLE "notices" ADD COLUMN "relayed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "notices" SET "relayed_at" = "created_at";
--> statement-breakpoint
CREATE INDEX "notices_awaiting_relay_idx" ON "notices" USING btree ("created_at") WHERE "relayed_at" IS NULL;
