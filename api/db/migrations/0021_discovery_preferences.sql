-- Discovery preferences (decision 035): distance_strict and seeking_denominations join the age range,
-- seeking and max distance on the member's row; the deck indexes carry age and the coordinates
-- so a page that applies them is still read from the index alone. No member could edit
-- min_age/max_age before, so every range becomes the one a new member gets (eight years either
-- side of their own age), or the ideal-match wizard's age range where they saved one.
DROP INDEX "users_deck_idx";--> statement-breakpoint
DROP INDEX "users_deck_boosted_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "distance_strict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seeking_denominations" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until","age","latitude","longitude") WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_boosted_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until","age","latitude","longitude") WHERE "users"."show_me" and "users"."boosted";--> statement-breakpoint
UPDATE "users" SET
  "min_age" = greatest(18, least(79, coalesce(("match_preferences"->'ageRange'->>0)::int, "age" - 8))),
  "max_age" = greatest(18, least(79, coalesce(("match_preferences"->'ageRange'->>1)::int, "age" + 8)));
