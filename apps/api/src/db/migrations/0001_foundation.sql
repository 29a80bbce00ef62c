CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"label" varchar(60) NOT NULL,
	CONSTRAINT "professions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(60) NOT NULL,
	CONSTRAINT "roles_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_children" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	CONSTRAINT "user_children_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id"),
	CONSTRAINT "user_children_not_self" CHECK ("user_children"."parent_id" <> "user_children"."child_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(16),
	"gender" varchar(1),
	"birth_date" date,
	"profession_name" varchar(30),
	"year_level_id" integer,
	"city" varchar(120),
	"occupation" varchar(120),
	"username" varchar(60) NOT NULL,
	"desired_company" varchar(200),
	"source" varchar(120),
	"bidang_studi_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"prakerja_id" varchar(60),
	"prakerja_first_transaction" timestamp with time zone,
	"prakerja_last_transaction" timestamp with time zone,
	"is_phone_refilled" smallint DEFAULT 0 NOT NULL,
	"is_phone_dismissed_payment" smallint DEFAULT 0 NOT NULL,
	"is_phone_dismissed_profile" smallint DEFAULT 0 NOT NULL,
	"is_phone_dismissed_programmu" smallint DEFAULT 0 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_asesor" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_have_fun_report" boolean DEFAULT false NOT NULL,
	"avatar" text,
	"province_id" integer,
	"district_id" integer,
	"institution_id" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_gender_known" CHECK ("users"."gender" is null or "users"."gender" in ('L', 'P')),
	CONSTRAINT "users_phone_digits" CHECK ("users"."phone" is null or "users"."phone" ~ '^\+?[0-9]{9,15}$')
);
--> statement-breakpoint
CREATE TABLE "year_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "year_levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"chapter_id" integer,
	"resource_id" integer,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"quota" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addons_one_target" CHECK (("addons"."chapter_id" is null) <> ("addons"."resource_id" is null)),
	CONSTRAINT "addons_price_non_negative" CHECK ("addons"."price" >= 0),
	CONSTRAINT "addons_seats_within_quota" CHECK ("addons"."seats_taken" >= 0 and ("addons"."quota" is null or "addons"."seats_taken" <= "addons"."quota"))
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"session" integer NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"category_name" varchar(30) NOT NULL,
	"program_type" smallint DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"price_normal" integer DEFAULT 0 NOT NULL,
	"creator_id" integer NOT NULL,
	"avatar" text,
	"level" varchar(30) DEFAULT 'Umum' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"short_description" varchar(400) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"learning_objectives" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewers_five_star" integer DEFAULT 0 NOT NULL,
	"reviewers_four_star" integer DEFAULT 0 NOT NULL,
	"reviewers_three_star" integer DEFAULT 0 NOT NULL,
	"reviewers_two_star" integer DEFAULT 0 NOT NULL,
	"reviewers_one_star" integer DEFAULT 0 NOT NULL,
	"reviewers" integer GENERATED ALWAYS AS (reviewers_five_star + reviewers_four_star + reviewers_three_star + reviewers_two_star + reviewers_one_star) STORED NOT NULL,
	"rating" real GENERATED ALWAYS AS (coalesce(round((5 * reviewers_five_star + 4 * reviewers_four_star + 3 * reviewers_three_star + 2 * reviewers_two_star + reviewers_one_star)::numeric / nullif(reviewers_five_star + reviewers_four_star + reviewers_three_star + reviewers_two_star + reviewers_one_star, 0), 1), 0)::real) STORED NOT NULL,
	"enrolled_count" integer DEFAULT 0 NOT NULL,
	"total_resources" integer DEFAULT 0 NOT NULL,
	"total_duration" integer DEFAULT 0 NOT NULL,
	"room_id" integer DEFAULT 0 NOT NULL,
	"is_tanyamu_closed" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "programs_type_known" CHECK ("programs"."program_type" between 0 and 3),
	CONSTRAINT "programs_price_non_negative" CHECK ("programs"."price" >= 0 and "programs"."price_normal" >= 0),
	CONSTRAINT "programs_star_counts_non_negative" CHECK (least("programs"."reviewers_five_star", "programs"."reviewers_four_star", "programs"."reviewers_three_star", "programs"."reviewers_two_star", "programs"."reviewers_one_star") >= 0)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" varchar(20) NOT NULL,
	"activity_type" smallint DEFAULT 0 NOT NULL,
	"order_id" integer NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"bobot_percentage" integer DEFAULT 0 NOT NULL,
	"is_presence_participation" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"content" text,
	"completion_timer" integer DEFAULT -1 NOT NULL,
	"relation_id" integer,
	CONSTRAINT "resources_slug_unique" UNIQUE("slug"),
	CONSTRAINT "resources_type_known" CHECK ("resources"."type" in ('quiz', 'refleksi', 'quiz-v2', 'ebook', 'webview', 'freetext', 'live_streaming', 'toolkit', 'html', 'image', 'document', 'direct_chat', 'discussion')),
	CONSTRAINT "resources_activity_type_known" CHECK ("resources"."activity_type" between 0 and 4),
	CONSTRAINT "resources_bobot_range" CHECK ("resources"."bobot_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"type" smallint NOT NULL,
	"logo" text,
	"logo_2" text,
	"is_show_logo_footer" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" varchar(120),
	"subdomain" varchar(63),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "institutions_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "institutions_type_known" CHECK ("institutions"."type" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 101, 102)),
	CONSTRAINT "institutions_show_logo_flag" CHECK ("institutions"."is_show_logo_footer" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_children" ADD CONSTRAINT "user_children_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_children" ADD CONSTRAINT "user_children_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profession_name_professions_name_fk" FOREIGN KEY ("profession_name") REFERENCES "public"."professions"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_year_level_id_year_levels_id_fk" FOREIGN KEY ("year_level_id") REFERENCES "public"."year_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_creator_id_institutions_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "addons_program_idx" ON "addons" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "addons_chapter_idx" ON "addons" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "addons_resource_idx" ON "addons" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "chapters_program_idx" ON "chapters" USING btree ("program_id","session");--> statement-breakpoint
CREATE INDEX "programs_category_popular_idx" ON "programs" USING btree ("category_name","enrolled_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_popular_idx" ON "programs" USING btree ("enrolled_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_published_at_idx" ON "programs" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_price_idx" ON "programs" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "programs_rating_idx" ON "programs" USING btree ("rating" DESC NULLS FIRST,"reviewers" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_creator_idx" ON "programs" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "programs_name_trgm_idx" ON "programs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_tags_idx" ON "programs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "resources_chapter_idx" ON "resources" USING btree ("chapter_id","order_id");--> statement-breakpoint
CREATE INDEX "resources_program_idx" ON "resources" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "institutions_type_idx" ON "institutions" USING btree ("type");