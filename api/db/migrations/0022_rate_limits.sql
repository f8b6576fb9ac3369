-- Rate limits (decision 031): the failed sign-ins table counts every limited request now, keyed
-- "limit:subject". The sign-in failures of the last minutes keep counting under their new keys.
ALTER TABLE "login_attempts" RENAME TO "rate_limit_hits";--> statement-breakpoint
ALTER SEQUENCE "login_attempts_id_seq" RENAME TO "rate_limit_hits_id_seq";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" RENAME CONSTRAINT "login_attempts_pkey" TO "rate_limit_hits_pkey";--> statement-breakpoint
ALTER INDEX "login_attempts_key_at_idx" RENAME TO "rate_limit_hits_key_at_idx";--> statement-breakpoint
UPDATE "rate_limit_hits" SET "key" = 'password:' || substr("key", 9) WHERE "key" LIKE 'account:%';--> statement-breakpoint
UPDATE "rate_limit_hits" SET "key" = 'sign-in:' || substr("key", 9) WHERE "key" LIKE 'address:%';
