ALTER TABLE "users" ADD COLUMN "profile_edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- It starts where profile_version is, so an edit started before this migration (its draft or queued
-- submit carries the profile_version of then as baseVersion) still applies when nothing changed.
UPDATE "users" SET "profile_edit_version" = "profile_version";--> statement-breakpoint
-- The version the profile builder's conditional submit compares (decision 011): it moves only when
-- a column the builder writes (ProfileSchema) changes, whatever code changes it, so consent,
-- settings, a subscription or questionnaire answers changed during an edit are no conflict.
-- api/routes/profile.test.ts checks every ProfileSchema field against this list.
CREATE FUNCTION "users_bump_profile_edit_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."profile_edit_version" := OLD."profile_edit_version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_profile_edit_version" BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (
    (OLD."first_name", OLD."last_name", OLD."age", OLD."location", OLD."country",
     OLD."bio", OLD."race", OLD."weight", OLD."height", OLD."eye_color",
     OLD."bust_chest", OLD."waist", OLD."hips_inseam", OLD."cup_size", OLD."occupation",
     OLD."income", OLD."education_level", OLD."english_fluency", OLD."denomination", OLD."church_attendance_frequency",
     OLD."jurisdiction", OLD."spiritual_father_name", OLD."mbti_type", OLD."love_language", OLD."deacon_letter_url")
    IS DISTINCT FROM
    (NEW."first_name", NEW."last_name", NEW."age", NEW."location", NEW."country",
     NEW."bio", NEW."race", NEW."weight", NEW."height", NEW."eye_color",
     NEW."bust_chest", NEW."waist", NEW."hips_inseam", NEW."cup_size", NEW."occupation",
     NEW."income", NEW."education_level", NEW."english_fluency", NEW."denomination", NEW."church_attendance_frequency",
     NEW."jurisdiction", NEW."spiritual_father_name", NEW."mbti_type", NEW."love_language", NEW."deacon_letter_url")
  )
  EXECUTE FUNCTION "users_bump_profile_edit_version"();
