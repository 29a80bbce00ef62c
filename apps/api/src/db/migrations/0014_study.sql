CREATE TABLE "resource_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"body" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_group_members_status_known" CHECK ("study_group_members"."status" in ('joined', 'requested'))
);
--> statement-breakpoint
CREATE TABLE "study_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quota" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_groups_members_within_quota" CHECK ("study_groups"."member_count" >= 0 and "study_groups"."member_count" <= "study_groups"."quota")
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"video_ended_at" timestamp with time zone,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"reflection" text
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "is_linear" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "scoring_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "is_external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "registration_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "parent_program_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "pmo_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "type_room" varchar(10);--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "meeting_number" varchar(11);--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "is_group_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "group_activity_type" varchar(30);--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "show_comment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "redeem_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resource_comments" ADD CONSTRAINT "resource_comments_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_comments" ADD CONSTRAINT "resource_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_comments" ADD CONSTRAINT "resource_comments_parent_id_resource_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_program_user_id_program_users_id_fk" FOREIGN KEY ("program_user_id") REFERENCES "public"."program_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_comments_resource_recent_idx" ON "resource_comments" USING btree ("resource_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "resource_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "resource_comments_parent_idx" ON "resource_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_group_members_program_user_idx" ON "study_group_members" USING btree ("program_id","user_id");--> statement-breakpoint
CREATE INDEX "study_group_members_group_idx" ON "study_group_members" USING btree ("group_id","status","created_at");--> statement-breakpoint
CREATE INDEX "study_groups_program_idx" ON "study_groups" USING btree ("program_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_activities_enrolment_resource_idx" ON "user_activities" USING btree ("program_user_id","resource_id");--> statement-breakpoint
CREATE INDEX "user_activities_resource_idx" ON "user_activities" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_relation_idx" ON "resources" USING btree ("relation_id") WHERE "resources"."relation_id" is not null;--> statement-breakpoint
CREATE INDEX "resources_meeting_number_idx" ON "resources" USING btree ("meeting_number") WHERE "resources"."meeting_number" is not null;