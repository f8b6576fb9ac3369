-- The typed age gives way to the date of birth (0038). The profile builder no longer writes an
-- age, so the trigger of profile_edit_version (0031) is made again without it before the column
-- goes (a trigger's condition holds its columns).
DROP TRIGGER "users_profile_edit_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_profile_edit_version" BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (
    (OLD."first_name", OLD."last_name", OLD."location", OLD."country",
     OLD."bio", OLD."race", OLD."weight", OLD."height", OLD."eye_color",
     OLD."bust_chest", OLD."waist", OLD."hips_inseam", OLD."cup_size", OLD."occupation",
     OLD."income", OLD."education_level", OLD."english_fluency", OLD."denomination", OLD."church_attendance_frequency",
     OLD."jurisdiction", OLD."spiritual_father_name", OLD."mbti_type", OLD."love_language", OLD."deacon_letter_url",
     OLD."marital_status", OLD."has_children", OLD."wants_children", OLD."smoking", OLD."drinking",
     OLD."show_weight", OLD."show_race", OLD."show_income", OLD."show_measurements")
    IS DISTINCT FROM
    (NEW."first_name", NEW."last_name", NEW."location", NEW."country",
     NEW."bio", NEW."race", NEW."weight", NEW."height", NEW."eye_color",
     NEW."bust_chest", NEW."waist", NEW."hips_inseam", NEW."cup_size", NEW."occupation",
     NEW."income", NEW."education_level", NEW."english_fluency", NEW."denomination", NEW."church_attendance_frequency",
     NEW."jurisdiction", NEW."spiritual_father_name", NEW."mbti_type", NEW."love_language", NEW."deacon_letter_url",
     NEW."marital_status", NEW."has_children", NEW."wants_children", NEW."smoking", NEW."drinking",
     NEW."show_weight", NEW."show_race", NEW."show_income", NEW."show_measurements")
  )
  EXECUTE FUNCTION "users_bump_profile_edit_version"();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "age";
