DROP INDEX "users_deck_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "boosted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "boosted" boolean GENERATED ALWAYS AS ("boosted_until" is not null) STORED;--> statement-breakpoint
CREATE INDEX "users_deck_boosted_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until") WHERE "users"."show_me" and "users"."boosted";--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","id" DESC NULLS FIRST,"profile_version","boosted_until") WHERE "users"."show_me";--> statement-breakpoint
-- users.boosted_until follows the member's boosts, whatever code writes them: the latest end of
-- their active boosts (a boost runs from its creation), or null when they have none. The member's
-- row is locked first, so the latest end is read after any other boost of theirs has committed
-- (FOR NO KEY UPDATE, as the UPDATE itself takes: it does not wait for the key-share locks that
-- the boosts' foreign keys hold, so two boosts at once cannot deadlock); it is written only when
-- it changes, since every change of a users row moves profile_version.
CREATE FUNCTION "boosts_set_boosted_until"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer;
  latest timestamp with time zone;
BEGIN
  FOR member IN
    SELECT DISTINCT t."user_id"
    FROM (VALUES (CASE WHEN TG_OP <> 'INSERT' THEN OLD."user_id" END),
                 (CASE WHEN TG_OP <> 'DELETE' THEN NEW."user_id" END)) AS t("user_id")
    WHERE t."user_id" IS NOT NULL
  LOOP
    PERFORM 1 FROM "users" WHERE "id" = member FOR NO KEY UPDATE;
    SELECT max("end_time") INTO latest FROM "boosts" WHERE "user_id" = member AND "is_active";
    UPDATE "users" SET "boosted_until" = latest
      WHERE "id" = member AND "boosted_until" IS DISTINCT FROM latest;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "boosts_boosted_until" AFTER INSERT OR UPDATE OR DELETE ON "boosts"
  FOR EACH ROW EXECUTE FUNCTION "boosts_set_boosted_until"();
--> statement-breakpoint
UPDATE "users" AS u SET "boosted_until" = latest."until"
  FROM (SELECT "user_id", max("end_time") AS "until" FROM "boosts"
        WHERE "is_active" AND "end_time" > now() GROUP BY "user_id") AS latest
  WHERE u."id" = latest."user_id";
