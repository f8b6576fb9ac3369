CREATE TABLE "deck_restarts" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"restarted_at" timestamp with time zone NOT NULL,
	"passes_forgotten" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_restarts" ADD CONSTRAINT "deck_restarts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;