-- Parish community (#17, docs/parishes.md): members answer events (event_rsvps: going or
-- interested, and whether others going see them; users.show_at_events is the default for a new
-- answer), propose events (parish_events.status 'pending' until a moderator approves them) and
-- correct parish details (parish_corrections); events can be for Verified members only. The map
-- reads parishes by bounding box (parishes_location_idx). Moderators' decisions on both are
-- audited in moderation_actions.
CREATE TABLE "event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_status_known" CHECK ("event_rsvps"."status" in ('going', 'interested'))
);
--> statement-breakpoint
CREATE TABLE "parish_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"parish_id" integer NOT NULL,
	"proposed_by" integer,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parish_corrections_status_known" CHECK ("parish_corrections"."status" in ('pending', 'applied', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_known";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD COLUMN "parish_id" integer;--> statement-breakpoint
ALTER TABLE "parish_events" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parish_events" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "parish_events" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "parish_events" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "parishes" ADD COLUMN "service_times" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_at_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_parish_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."parish_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_corrections" ADD CONSTRAINT "parish_corrections_parish_id_parishes_id_fk" FOREIGN KEY ("parish_id") REFERENCES "public"."parishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_corrections" ADD CONSTRAINT "parish_corrections_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_corrections" ADD CONSTRAINT "parish_corrections_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parish_corrections_pending_idx" ON "parish_corrections" USING btree ("created_at","id") WHERE "parish_corrections"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_event_id_parish_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."parish_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_parish_id_parishes_id_fk" FOREIGN KEY ("parish_id") REFERENCES "public"."parishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_events" ADD CONSTRAINT "parish_events_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parish_events_upcoming_idx" ON "parish_events" USING btree ("event_date","id") WHERE "parish_events"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "parish_events_pending_idx" ON "parish_events" USING btree ("created_at","id") WHERE "parish_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parishes_location_idx" ON "parishes" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_known" CHECK ("moderation_actions"."action" in ('dismiss', 'suspend', 'reinstate', 'verify-clergy', 'reject-clergy', 'approve-photo', 'reject-photo', 'approve-event', 'reject-event', 'apply-parish-correction', 'reject-parish-correction'));--> statement-breakpoint
ALTER TABLE "parish_events" ADD CONSTRAINT "parish_events_status_known" CHECK ("parish_events"."status" in ('pending', 'approved', 'rejected'));