-- Rewind (decision 033): a pass undone leaves its client id here, so a replayed rewind answers the
-- same and a pass arriving after its rewind is not stored again; the latest rewound_at of a
-- member makes every earlier pass final.
CREATE TABLE "pass_rewinds" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer,
	"rewound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pass_rewinds" ADD CONSTRAINT "pass_rewinds_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_rewinds" ADD CONSTRAINT "pass_rewinds_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_rewinds_from_idx" ON "pass_rewinds" USING btree ("from_user_id","rewound_at");