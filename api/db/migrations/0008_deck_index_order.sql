-- The deck indexes in the order the deck reads them: `ORDER BY id DESC` is NULLS FIRST, and an
-- index on `id DESC NULLS LAST` cannot give that order, so the planner walked the primary key
-- and fetched every skipped member's row instead (docs/benchmarks.md).
DROP INDEX "users_deck_idx";--> statement-breakpoint
DROP INDEX "users_deck_denomination_idx";--> statement-breakpoint
DROP INDEX "users_deck_country_idx";--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version") WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_denomination_idx" ON "users" USING btree ("gender","denomination","id" DESC NULLS FIRST) WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_country_idx" ON "users" USING btree ("gender","country","id" DESC NULLS FIRST) WHERE "users"."show_me";