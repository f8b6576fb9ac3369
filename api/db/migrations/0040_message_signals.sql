CREATE TABLE "message_signals" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"scam_signals" text[] NOT NULL,
	"scam_warned" boolean NOT NULL,
	"scam_rules_version" integer NOT NULL,
	"harassment_kinds" text[] NOT NULL,
	"harassment_rules_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_signals" ADD CONSTRAINT "message_signals_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_signals" ADD CONSTRAINT "message_signals_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_signals" ADD CONSTRAINT "message_signals_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_signals_from_idx" ON "message_signals" USING btree ("from_user_id","to_user_id");