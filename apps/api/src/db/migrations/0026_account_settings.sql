CREATE TABLE "avatar_files" (
	"avatar_id" uuid NOT NULL,
	"size" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatar_files_avatar_id_size_pk" PRIMARY KEY("avatar_id","size"),
	CONSTRAINT "avatar_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "relation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"target_id" integer,
	"identifier" varchar(254) NOT NULL,
	"relation" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "relation_requests_status_known" CHECK ("relation_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "relation_requests_relation_known" CHECK ("relation_requests"."relation" in ('orangtua', 'guru')),
	CONSTRAINT "relation_requests_not_self" CHECK ("relation_requests"."target_id" is null or "relation_requests"."target_id" <> "relation_requests"."requester_id")
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "account_deletions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"show_avatar" boolean DEFAULT true NOT NULL,
	"show_profession" boolean DEFAULT true NOT NULL,
	"show_institution" boolean DEFAULT true NOT NULL,
	"show_certificates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_content_preferences" (
	"user_id" integer NOT NULL,
	"preference_id" integer NOT NULL,
	CONSTRAINT "user_content_preferences_user_id_preference_id_pk" PRIMARY KEY("user_id","preference_id")
);
--> statement-breakpoint
CREATE TABLE "user_learning_objectives" (
	"user_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	CONSTRAINT "user_learning_objectives_user_id_objective_id_pk" PRIMARY KEY("user_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "content_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sequence" smallint NOT NULL,
	CONSTRAINT "content_preferences_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"regency_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "districts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "learning_objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sequence" smallint NOT NULL,
	CONSTRAINT "learning_objectives_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(5) NOT NULL,
	"province_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "regencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "regency_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution_detail" varchar(120);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "avatar_files" ADD CONSTRAINT "avatar_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_requests" ADD CONSTRAINT "relation_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_requests" ADD CONSTRAINT "relation_requests_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_preferences" ADD CONSTRAINT "user_content_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_preferences" ADD CONSTRAINT "user_content_preferences_preference_id_content_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."content_preferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_objectives" ADD CONSTRAINT "user_learning_objectives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_objectives" ADD CONSTRAINT "user_learning_objectives_objective_id_learning_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."learning_objectives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_regency_id_regencies_id_fk" FOREIGN KEY ("regency_id") REFERENCES "public"."regencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regencies" ADD CONSTRAINT "regencies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_files_user_idx" ON "avatar_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relation_requests_pending_idx" ON "relation_requests" USING btree ("requester_id","identifier") WHERE "relation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "relation_requests_target_idx" ON "relation_requests" USING btree ("target_id") WHERE "relation_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_open_user_idx" ON "account_deletions" USING btree ("user_id") WHERE "account_deletions"."undone_at" is null and "account_deletions"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("erase_after") WHERE "account_deletions"."undone_at" is null and "account_deletions"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "user_content_preferences_preference_idx" ON "user_content_preferences" USING btree ("preference_id");--> statement-breakpoint
CREATE INDEX "user_learning_objectives_objective_idx" ON "user_learning_objectives" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "districts_regency_idx" ON "districts" USING btree ("regency_id");--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "regencies_province_idx" ON "regencies" USING btree ("province_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_regency_id_regencies_id_fk" FOREIGN KEY ("regency_id") REFERENCES "public"."regencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id") WHERE "notifications"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"));