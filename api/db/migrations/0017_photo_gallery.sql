CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"client_id" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"rejection_reason" text,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_status_known" CHECK ("photos"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "photos_position_range" CHECK ("photos"."position" between 0 and 5),
	CONSTRAINT "photos_reason_length" CHECK (char_length("photos"."rejection_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_name_unique" ON "photos" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_user_client_id_unique" ON "photos" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "photos_user_position_idx" ON "photos" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("submitted_at","id") WHERE "photos"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_known" CHECK ("moderation_actions"."action" in ('dismiss', 'suspend', 'reinstate', 'verify-clergy', 'reject-clergy', 'approve-photo', 'reject-photo'));