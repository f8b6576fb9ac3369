-- The trigger's WHEN (OLD.* IS DISTINCT FROM NEW.*) was accepted when 0004 created it, but since
-- "boosted" (0016) is a generated column PostgreSQL refuses to create it again: pg_restore of a
-- dump failed on it, so no backup could be restored (docs/backup-and-restore.md). The function
-- compares the rows itself since 0023 (without "last_active_at" and "boosted"), so the WHEN goes.
DROP TRIGGER "users_profile_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_profile_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_bump_profile_version"();
