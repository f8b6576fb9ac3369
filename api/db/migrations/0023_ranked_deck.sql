-- The ranked deck (decision 036). Members are walked most recently active first
-- (users.last_active_at, written at most once an hour by the session check and backfilled here with
-- the sign-up time), and each tier of the walk is ranked; deck_rankings keeps a deck's order while
-- its member pages through it, UNLOGGED because any request can rebuild it. Activity alone must
-- not move profile_version (the profile cache's key), so the trigger now skips an update that
-- changes nothing else. travel_* hold a paid member's travel location (#15 item 3).
CREATE UNLOGGED TABLE "deck_rankings" (
	"viewer_id" integer NOT NULL,
	"ranked_at" timestamp with time zone NOT NULL,
	"filters_key" text NOT NULL,
	"member_ids" integer[] NOT NULL,
	"beyond_from" integer,
	"next" text NOT NULL,
	"within_count" integer,
	CONSTRAINT "deck_rankings_viewer_id_ranked_at_pk" PRIMARY KEY("viewer_id","ranked_at")
);
--> statement-breakpoint
DROP INDEX "users_deck_idx";--> statement-breakpoint
DROP INDEX "users_deck_denomination_idx";--> statement-breakpoint
DROP INDEX "users_deck_country_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_place" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DISABLE TRIGGER "users_profile_version";--> statement-breakpoint
UPDATE "users" SET "last_active_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ENABLE TRIGGER "users_profile_version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_bump_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- "boosted" is generated: a BEFORE trigger sees it null in NEW, so it is left out of the comparison.
  IF (to_jsonb(OLD) - 'last_active_at' - 'boosted') = (to_jsonb(NEW) - 'last_active_at' - 'boosted') THEN
    RETURN NEW;
  END IF;
  NEW."profile_version" := OLD."profile_version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "deck_rankings" ADD CONSTRAINT "deck_rankings_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until","age","latitude","longitude") WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_denomination_idx" ON "users" USING btree ("gender","denomination","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_country_idx" ON "users" USING btree ("gender","country","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."show_me";