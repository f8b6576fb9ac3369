-- Event proposals and parish corrections arrive through the offline outbox (#17, docs/parishes.md):
-- each keeps its request's clientId under a unique index, so a replay adds nothing. The
-- proposer's own list ("My proposals") reads by proposed_by.
ALTER TABLE "parish_corrections" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "parish_events" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "parish_corrections_client_id_unique" ON "parish_corrections" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "parish_corrections_proposed_by_idx" ON "parish_corrections" USING btree ("proposed_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parish_events_client_id_unique" ON "parish_events" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "parish_events_proposed_by_idx" ON "parish_events" USING btree ("proposed_by","created_at");