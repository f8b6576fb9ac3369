CREATE TABLE "photo_verification_asks" (
	"asker_id" integer NOT NULL,
	"asked_id" integer NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "photo_verification_asks_asker_id_asked_id_pk" PRIMARY KEY("asker_id","asked_id")
);
--> statement-breakpoint
CREATE TABLE "photo_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"pose" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"selfie_name" text,
	"client_id" uuid,
	"main_photo_name" text,
	"approved_photo_name" text,
	"approved_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	CONSTRAINT "photo_verifications_status_known" CHECK ("photo_verifications"."status" in ('started', 'submitted', 'approved', 'rejected', 'recheck')),
	CONSTRAINT "photo_verifications_selfie_awaiting" CHECK ("photo_verifications"."selfie_name" is null or "photo_verifications"."status" = 'submitted'),
	CONSTRAINT "photo_verifications_reason_length" CHECK (char_length("photo_verifications"."review_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messages_from_photo_verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_verification_asks" ADD CONSTRAINT "photo_verification_asks_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verification_asks" ADD CONSTRAINT "photo_verification_asks_asked_id_users_id_fk" FOREIGN KEY ("asked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_verification_asks_asked_idx" ON "photo_verification_asks" USING btree ("asked_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_verifications_user_unique" ON "photo_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photo_verifications_awaiting_idx" ON "photo_verifications" USING btree ("submitted_at","id") WHERE "photo_verifications"."status" in ('submitted', 'recheck');--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_known" CHECK ("moderation_actions"."action" in ('dismiss', 'suspend', 'reinstate', 'verify-clergy', 'reject-clergy', 'approve-photo', 'reject-photo', 'approve-event', 'reject-event', 'apply-parish-correction', 'reject-parish-correction', 'verify-letter', 'reject-letter', 'withdraw-verified', 'verify-photo', 'reject-photo-verification'));