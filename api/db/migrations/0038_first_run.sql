DROP INDEX "users_deck_idx";--> statement-breakpoint
DROP INDEX "users_deck_boosted_idx";--> statement-breakpoint
DROP INDEX "users_deck_denomination_idx";--> statement-breakpoint
DROP INDEX "users_deck_country_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
-- Members who joined when the app asked for an age: a date of birth estimated from it (their age
-- today), marked unconfirmed until they give theirs (docs/first-run.md).
UPDATE "users" SET "birth_date" = (current_date - make_interval(years => "age"))::date;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "birth_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- "deck_ready" is generated, like "boosted": a BEFORE trigger sees it null in NEW, so the profile
-- version's comparison leaves it out too (else every write, activity included, would bump it).
CREATE OR REPLACE FUNCTION "users_bump_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'last_active_at' - 'boosted' - 'deck_ready') = (to_jsonb(NEW) - 'last_active_at' - 'boosted' - 'deck_ready') THEN
    RETURN NEW;
  END IF;
  NEW."profile_version" := OLD."profile_version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_ready" boolean GENERATED ALWAYS AS (jsonb_path_exists("photos", '$[*] ? (@.status != "rejected")') and coalesce(btrim("location"), '') <> '' and "denomination" is not null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until","birth_date","latitude","longitude") WHERE "users"."show_me" and "users"."deck_ready";--> statement-breakpoint
CREATE INDEX "users_deck_boosted_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until","birth_date","latitude","longitude") WHERE "users"."show_me" and "users"."deck_ready" and "users"."boosted";--> statement-breakpoint
CREATE INDEX "users_deck_denomination_idx" ON "users" USING btree ("gender","denomination","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."show_me" and "users"."deck_ready";--> statement-breakpoint
CREATE INDEX "users_deck_country_idx" ON "users" USING btree ("gender","country","last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."show_me" and "users"."deck_ready";