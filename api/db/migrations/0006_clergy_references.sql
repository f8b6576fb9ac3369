CREATE TABLE "clergy_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"church_name" text NOT NULL,
	"church_jurisdiction" text NOT NULL,
	"status_with_church" text NOT NULL,
	"status_other" text,
	"adheres_to_doctrine" text NOT NULL,
	"attends_liturgy" text NOT NULL,
	"confession_regularly" text NOT NULL,
	"observes_fasts" text NOT NULL,
	"currently_unmarried" text NOT NULL,
	"clergy_name" text NOT NULL,
	"clergy_title" text NOT NULL,
	"parish_name" text NOT NULL,
	"signature" text NOT NULL,
	"date" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clergy_references" ADD CONSTRAINT "clergy_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clergy_references_user_unique" ON "clergy_references" USING btree ("user_id");