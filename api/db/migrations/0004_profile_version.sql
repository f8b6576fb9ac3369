DROP INDEX "users_discover_gender_age_idx";--> statement-breakpoint
DROP INDEX "users_denomination_idx";--> statement-breakpoint
DROP INDEX "users_country_idx";--> statement-breakpoint
DROP INDEX "users_discover_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_deck_idx" ON "users" USING btree ("gender","id" DESC NULLS LAST,"profile_version") WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_denomination_idx" ON "users" USING btree ("gender","denomination","id" DESC NULLS LAST) WHERE "users"."show_me";--> statement-breakpoint
CREATE INDEX "users_deck_country_idx" ON "users" USING btree ("gender","country","id" DESC NULLS LAST) WHERE "users"."show_me";--> statement-breakpoint
-- A member's profile version moves on every change of their row or of their questionnaire
-- answers, whatever code makes it: caches of public profiles compare it and never serve stale data.
CREATE FUNCTION "users_bump_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."profile_version" := OLD."profile_version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_profile_version" BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "users_bump_profile_version"();
--> statement-breakpoint
CREATE FUNCTION "answers_bump_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "profile_version" = "profile_version" + 1
    WHERE "id" IN (
      SELECT "user_id" FROM (VALUES (CASE WHEN TG_OP <> 'INSERT' THEN OLD."user_id" END),
                                    (CASE WHEN TG_OP <> 'DELETE' THEN NEW."user_id" END)) AS t("user_id")
    );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "answers_profile_version" AFTER INSERT OR UPDATE OR DELETE
  ON "orthodox_questionnaire_responses"
  FOR EACH ROW EXECUTE FUNCTION "answers_bump_profile_version"();
