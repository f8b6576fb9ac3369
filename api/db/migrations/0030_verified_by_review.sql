CREATE TABLE "deacon_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deacon_letters_status_known" CHECK ("deacon_letters"."status" in ('submitted', 'verified', 'rejected')),
	CONSTRAINT "deacon_letters_reason_length" CHECK (char_length("deacon_letters"."review_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deacon_letter_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deacon_letter_review_reason" text;--> statement-breakpoint
ALTER TABLE "deacon_letters" ADD CONSTRAINT "deacon_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deacon_letters" ADD CONSTRAINT "deacon_letters_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deacon_letters_user_unique" ON "deacon_letters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deacon_letters_awaiting_idx" ON "deacon_letters" USING btree ("submitted_at","id") WHERE "deacon_letters"."status" = 'submitted';--> statement-breakpoint
-- Decision 050: the letters profiles name already wait for review; Verified is what a review
-- earned (a verified clergy reference, the one review there was), never the seed's flag.
INSERT INTO "deacon_letters" ("user_id", "reference")
  SELECT "id", "deacon_letter_url" FROM "users" WHERE "deacon_letter_url" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "deacon_letter_status" = 'pending' WHERE "deacon_letter_url" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_verified" = EXISTS (
  SELECT 1 FROM "clergy_references" r WHERE r."user_id" = "users"."id" AND r."status" = 'verified'
) WHERE "is_verified" IS DISTINCT FROM EXISTS (
  SELECT 1 FROM "clergy_references" r WHERE r."user_id" = "users"."id" AND r."status" = 'verified'
);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "has_clergy_endorsement";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_known" CHECK ("moderation_actions"."action" in ('dismiss', 'suspend', 'reinstate', 'verify-clergy', 'reject-clergy', 'approve-photo', 'reject-photo', 'approve-event', 'reject-event', 'apply-parish-correction', 'reject-parish-correction', 'verify-letter', 'reject-letter', 'withdraw-verified'));