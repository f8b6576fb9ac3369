ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_known";--> statement-breakpoint
ALTER TABLE "clergy_references" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clergy_references" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "clergy_references" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clergy_references" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "clergy_review_reason" text;--> statement-breakpoint
ALTER TABLE "clergy_references" ADD CONSTRAINT "clergy_references_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clergy_references_awaiting_idx" ON "clergy_references" USING btree ("created_at","id") WHERE "clergy_references"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "clergy_references" ADD CONSTRAINT "clergy_references_status_known" CHECK ("clergy_references"."status" in ('submitted', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "clergy_references" ADD CONSTRAINT "clergy_references_reason_length" CHECK (char_length("clergy_references"."review_reason") <= 500);--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_known" CHECK ("moderation_actions"."action" in ('dismiss', 'suspend', 'reinstate', 'verify-clergy', 'reject-clergy'));