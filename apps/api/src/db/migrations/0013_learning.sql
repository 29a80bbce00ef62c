CREATE TABLE "program_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "completed_resources" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "program_total_resources" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "program_folder_id" integer;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "program_creator_id" integer;--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "program_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resource_completions" ADD CONSTRAINT "resource_completions_program_user_id_program_users_id_fk" FOREIGN KEY ("program_user_id") REFERENCES "public"."program_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_completions" ADD CONSTRAINT "resource_completions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_completions_enrolment_resource_idx" ON "resource_completions" USING btree ("program_user_id","resource_id");--> statement-breakpoint
CREATE INDEX "resource_completions_resource_idx" ON "resource_completions" USING btree ("resource_id");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_folder_id_program_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."program_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programs_folder_idx" ON "programs" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "resources_program_schedule_idx" ON "resources" USING btree ("program_id",coalesce("start_at", "end_at")) WHERE coalesce("resources"."start_at", "resources"."end_at") is not null;--> statement-breakpoint
CREATE INDEX "program_users_user_newest_idx" ON "program_users" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "program_users_user_studied_idx" ON "program_users" USING btree ("user_id","last_activity_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Written by hand (drizzle-kit models no triggers): each enrolment carries copies of the programme fields My
-- programmes scopes, filters and counts by, so a learner's hundreds of enrolments are counted from program_users
-- alone (decisions/006). Filled when an enrolment is made, whoever makes it.
CREATE OR REPLACE FUNCTION program_users_copy_program() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT total_resources, folder_id, creator_id, deleted_at
    INTO NEW.program_total_resources, NEW.program_folder_id, NEW.program_creator_id, NEW.program_deleted_at
    FROM programs WHERE id = NEW.program_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER program_users_copy_program
  BEFORE INSERT OR UPDATE OF program_id ON program_users
  FOR EACH ROW EXECUTE FUNCTION program_users_copy_program();--> statement-breakpoint
-- ... and kept in step when the programme's own value changes (activities added or removed, moved to a folder,
-- removed), in the same transaction.
CREATE OR REPLACE FUNCTION programs_copy_to_enrolments() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE program_users
    SET program_total_resources = NEW.total_resources, program_folder_id = NEW.folder_id,
        program_creator_id = NEW.creator_id, program_deleted_at = NEW.deleted_at
    WHERE program_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER programs_copy_to_enrolments
  AFTER UPDATE OF total_resources, folder_id, creator_id, deleted_at ON programs
  FOR EACH ROW WHEN (
    OLD.total_resources IS DISTINCT FROM NEW.total_resources OR OLD.folder_id IS DISTINCT FROM NEW.folder_id OR
    OLD.creator_id IS DISTINCT FROM NEW.creator_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION programs_copy_to_enrolments();--> statement-breakpoint
UPDATE program_users pu
  SET program_total_resources = p.total_resources, program_folder_id = p.folder_id,
      program_creator_id = p.creator_id, program_deleted_at = p.deleted_at
  FROM programs p WHERE p.id = pu.program_id;
