ALTER TABLE "users" ADD COLUMN "show_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_race" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_income" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_measurements" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The "show on my profile" choices are columns the profile builder writes (ProfileSchema), so a
-- change of them moves profile_edit_version too (decision 011): the trigger of 0029 again, with
-- them in its lists. profile_version moves on any change of the row (0023), so the profile cache
-- drops a member's old public JSON when a choice changes (decision 051).
DROP TRIGGER "users_profile_edit_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_profile_edit_version" BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (
    (OLD."first_name", OLD."last_name", OLD."age", OLD."location", OLD."country",
     OLD."bio", OLD."race", OLD."weight", OLD."height", OLD."eye_color",
     OLD."bust_chest", OLD."waist", OLD."hips_inseam", OLD."cup_size", OLD."occupation",
     OLD."income", OLD."education_level", OLD."english_fluency", OLD."denomination", OLD."church_attendance_frequency",
     OLD."jurisdiction", OLD."spiritual_father_name", OLD."mbti_type", OLD."love_language", OLD."deacon_letter_url",
     OLD."marital_status", OLD."has_children", OLD."wants_children", OLD."smoking", OLD."drinking",
     OLD."show_weight", OLD."show_race", OLD."show_income", OLD."show_measurements")
    IS DISTINCT FROM
    (NEW."first_name", NEW."last_name", NEW."age", NEW."location", NEW."country",
     NEW."bio", NEW."race", NEW."weight", NEW."height", NEW."eye_color",
     NEW."bust_chest", NEW."waist", NEW."hips_inseam", NEW."cup_size", NEW."occupation",
     NEW."income", NEW."education_level", NEW."english_fluency", NEW."denomination", NEW."church_attendance_frequency",
     NEW."jurisdiction", NEW."spiritual_father_name", NEW."mbti_type", NEW."love_language", NEW."deacon_letter_url",
     NEW."marital_status", NEW."has_children", NEW."wants_children", NEW."smoking", NEW."drinking",
     NEW."show_weight", NEW."show_race", NEW."show_income", NEW."show_measurements")
  )
  EXECUTE FUNCTION "users_bump_profile_edit_version"();
