-- Pictures nothing refers to are removed some time after they were last uploaded (see
-- src/server/features/images/orphan-sweeper.ts). Pictures stored before this column
-- existed count as uploaded now: none is removed until a full grace period has passed.
ALTER TABLE "images" ADD COLUMN "last_uploaded_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "images_last_uploaded_idx" ON "images" USING btree ("last_uploaded_at");
