-- Saved PC builds (My Builds): a customer's builds under names of their own, the parts as
-- the build check takes them. A name is unique in its account whatever its letter case.
-- A new table only: existing shops' data is untouched.
CREATE TABLE IF NOT EXISTS "saved_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "saved_builds_name_length" CHECK (char_length("name") BETWEEN 1 AND 80),
	CONSTRAINT "saved_builds_parts_object" CHECK (jsonb_typeof("parts") = 'object')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_builds_user_name_unique" ON "saved_builds" USING btree ("user_id", lower("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_builds_user_updated_idx" ON "saved_builds" USING btree ("user_id", "updated_at");
