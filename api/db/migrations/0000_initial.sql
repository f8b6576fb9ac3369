CREATE TABLE "boosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id_1" integer NOT NULL,
	"user_id_2" integer NOT NULL,
	"is_match" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_ordered_pair" CHECK ("matches"."user_id_1" < "matches"."user_id_2")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"content" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orthodox_questionnaire_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"believes_orthodox_church" text,
	"believes_real_presence" text,
	"believes_theotokos_intercession" text,
	"believes_icon_veneration" text,
	"believes_synergistic_salvation" text,
	"believes_regular_confession" text,
	"believes_perpetual_virginity" text,
	"accepts_ecumenical_councils" text,
	"believes_marriage_sacrament" text,
	"attends_liturgy_frequency" text,
	"prayer_frequency" text,
	"fasting_frequency" text,
	"eucharist_frequency" text,
	"confession_frequency" text,
	"contraception_position" text,
	"cohabitation_position" text,
	"ecumenical_union_position" text,
	"children_in_marriage_position" text,
	"divorce_position" text,
	"homosexuality_position" text,
	"spiritual_father_position" text,
	"modern_dating_position" text,
	"intermarriage_position" text,
	"relocation_position" text,
	"traditional_gender_roles" text,
	"raise_children_orthodox" text,
	"spouse_stay_home" text,
	"mutual_submission" text,
	"large_family_desire" text,
	"is_convert" boolean DEFAULT false NOT NULL,
	"born_orthodox" boolean DEFAULT false NOT NULL,
	"liturgical_tradition" text,
	"languages" text[],
	"spouse_must_be_orthodox" text,
	"spouse_must_pray" text,
	"spouse_must_attend_church" text,
	"similar_background" text,
	"homeschooling_preference" text,
	"traditional_wedding" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parish_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"parish_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_date" timestamp with time zone NOT NULL,
	"event_type" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_pattern" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"priest_name" text,
	"priest_email" text,
	"deacon_name" text,
	"deacon_email" text,
	"website" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"stripe_price_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "super_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" text NOT NULL,
	"likes_used" integer DEFAULT 0 NOT NULL,
	"messages_used" integer DEFAULT 0 NOT NULL,
	"super_likes_used" integer DEFAULT 0 NOT NULL,
	"boosts_used" integer DEFAULT 0 NOT NULL,
	"last_reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"age" integer NOT NULL,
	"denomination" text,
	"location" text,
	"country" text,
	"bio" text,
	"profile_image_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"gender" text NOT NULL,
	"looking_for" text NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"max_age" integer DEFAULT 50 NOT NULL,
	"max_distance" integer DEFAULT 10000 NOT NULL,
	"race" text,
	"weight" integer,
	"height" text,
	"eye_color" text,
	"bust_chest" integer,
	"waist" integer,
	"hips_inseam" integer,
	"cup_size" text,
	"occupation" text,
	"income" integer,
	"education_level" text,
	"english_fluency" text,
	"church_attendance_frequency" text,
	"jurisdiction" text,
	"spiritual_father_name" text,
	"deacon_letter_url" text,
	"has_clergy_endorsement" boolean DEFAULT false NOT NULL,
	"profile_completion_step" integer DEFAULT 0 NOT NULL,
	"mbti_type" text,
	"love_language" text,
	"membership_tier" text DEFAULT 'free' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" text,
	"subscription_end_date" timestamp with time zone,
	"clergy_verification_status" text DEFAULT 'none' NOT NULL,
	"clergy_verification_document_url" text,
	"match_preferences" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"show_me" boolean DEFAULT true NOT NULL,
	"show_distance" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_1_users_id_fk" FOREIGN KEY ("user_id_1") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_2_users_id_fk" FOREIGN KEY ("user_id_2") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orthodox_questionnaire_responses" ADD CONSTRAINT "orthodox_questionnaire_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_events" ADD CONSTRAINT "parish_events_parish_id_parishes_id_fk" FOREIGN KEY ("parish_id") REFERENCES "public"."parishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_likes" ADD CONSTRAINT "super_likes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_likes" ADD CONSTRAINT "super_likes_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_usage" ADD CONSTRAINT "user_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_client_id_unique" ON "boosts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "boosts_user_start_idx" ON "boosts" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "boosts_active_end_idx" ON "boosts" USING btree ("is_active","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_from_to_unique" ON "likes" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_client_id_unique" ON "likes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "likes_to_user_idx" ON "likes" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_idx" ON "login_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_unique" ON "matches" USING btree ("user_id_1","user_id_2");--> statement-breakpoint
CREATE INDEX "matches_user_2_idx" ON "matches" USING btree ("user_id_2");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_unique" ON "messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "messages_from_to_id_idx" ON "messages" USING btree ("from_user_id","to_user_id","id");--> statement-breakpoint
CREATE INDEX "messages_to_from_id_idx" ON "messages" USING btree ("to_user_id","from_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_user_unique" ON "orthodox_questionnaire_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parish_events_parish_date_idx" ON "parish_events" USING btree ("parish_id","event_date");--> statement-breakpoint
CREATE INDEX "parishes_name_idx" ON "parishes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_from_to_unique" ON "passes" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_client_id_unique" ON "passes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_id_unique" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "super_likes_client_id_unique" ON "super_likes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "super_likes_from_created_idx" ON "super_likes" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "super_likes_to_user_idx" ON "super_likes" USING btree ("to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_usage_user_date_unique" ON "user_usage" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_discover_gender_age_idx" ON "users" USING btree ("gender","age");--> statement-breakpoint
CREATE INDEX "users_denomination_idx" ON "users" USING btree ("denomination");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_unique" ON "users" USING btree ("stripe_customer_id");