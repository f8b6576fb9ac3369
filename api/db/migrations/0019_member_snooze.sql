-- Snooze (decision 028): snoozed_until hides a member from decks and likes-you while it is in the
-- future; snooze_client_id makes a replayed change land once. The deck indexes carry snoozed_until
-- so a page still leaves snoozed members out from the index alone.
DROP INDEX "users_deck_idx";--> statement-breakpoint
DROP INDEX "users_deck_boosted_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "snooze_client_id" uuid;--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until") WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_boosted_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until","snoozed_until") WHERE "users"."show_me" and "users"."boosted";