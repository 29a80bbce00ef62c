CREATE TABLE "program_assessors" (
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "program_assessors_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"text" text,
	"file_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_correct" boolean,
	"points_awarded" real,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"program_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"question_ids" integer[] NOT NULL,
	"state" varchar(12) DEFAULT 'started' NOT NULL,
	"review_state" varchar(16) DEFAULT 'none' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"current_batch" integer DEFAULT 1 NOT NULL,
	"auto_points" real,
	"manual_points" real,
	"max_points" real,
	"score" real,
	"passed" boolean,
	"feedback" text,
	"assessed_by" integer,
	"assessed_at" timestamp with time zone,
	"is_request_remedial" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quiz_attempts_state_known" CHECK ("quiz_attempts"."state" in ('started', 'finished', 'timed_out')),
	CONSTRAINT "quiz_attempts_review_state_known" CHECK ("quiz_attempts"."review_state" in ('none', 'auto', 'awaiting_review', 'assessed'))
);
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_question_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"passage" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"group_id" integer,
	"order_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"points" integer DEFAULT 1 NOT NULL,
	"discussion" text DEFAULT '' NOT NULL,
	"accepted_answers" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_files" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quiz_questions_type_known" CHECK ("quiz_questions"."type" in ('single_choice', 'multiple_choice', 'true_false', 'short_answer', 'essay', 'file')),
	CONSTRAINT "quiz_questions_points_non_negative" CHECK ("quiz_questions"."points" >= 0),
	CONSTRAINT "quiz_questions_max_files_range" CHECK ("quiz_questions"."max_files" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "quiz_rubric_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_points" integer NOT NULL,
	CONSTRAINT "quiz_rubric_criteria_points_positive" CHECK ("quiz_rubric_criteria"."max_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_rubric_scores" (
	"attempt_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"points" real NOT NULL,
	CONSTRAINT "quiz_rubric_scores_attempt_id_criterion_id_pk" PRIMARY KEY("attempt_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"is_auto_score" boolean DEFAULT true NOT NULL,
	"is_group_question_shuffle" boolean DEFAULT false NOT NULL,
	"is_prev" boolean DEFAULT true NOT NULL,
	"is_question_shuffle" boolean DEFAULT false NOT NULL,
	"is_retake" boolean DEFAULT false NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"is_refleksi" boolean DEFAULT false NOT NULL,
	"is_show_discussion" boolean DEFAULT false NOT NULL,
	"is_show_point" boolean DEFAULT false NOT NULL,
	"is_show_timer" boolean DEFAULT false NOT NULL,
	"is_skip" boolean DEFAULT true NOT NULL,
	"max_batch" integer DEFAULT 0 NOT NULL,
	"maximum_auto_score" integer,
	"minimum_score" integer DEFAULT 0 NOT NULL,
	"question_per_batch" integer DEFAULT 5 NOT NULL,
	"timer_in_seconds" integer DEFAULT 3605 NOT NULL,
	"batch_discussion" boolean DEFAULT false NOT NULL,
	"final_score_format" varchar(20) DEFAULT 'default' NOT NULL,
	"periode_start" timestamp with time zone,
	"periode_end" timestamp with time zone,
	"review_date" timestamp with time zone,
	"password_hash" text,
	CONSTRAINT "quizzes_final_score_format_known" CHECK ("quizzes"."final_score_format" in ('default', 'percentage')),
	CONSTRAINT "quizzes_counts_non_negative" CHECK ("quizzes"."max_batch" >= 0 and "quizzes"."question_per_batch" >= 0 and "quizzes"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "program_assessors" ADD CONSTRAINT "program_assessors_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assessors" ADD CONSTRAINT "program_assessors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_program_user_id_program_users_id_fk" FOREIGN KEY ("program_user_id") REFERENCES "public"."program_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_groups" ADD CONSTRAINT "quiz_question_groups_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_group_id_quiz_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."quiz_question_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rubric_criteria" ADD CONSTRAINT "quiz_rubric_criteria_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rubric_scores" ADD CONSTRAINT "quiz_rubric_scores_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rubric_scores" ADD CONSTRAINT "quiz_rubric_scores_criterion_id_quiz_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."quiz_rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_assessors_user_idx" ON "program_assessors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_attempt_question_idx" ON "quiz_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_idx" ON "quiz_attempts" USING btree ("quiz_id","program_user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_running_idx" ON "quiz_attempts" USING btree ("quiz_id","program_user_id") WHERE "quiz_attempts"."state" = 'started';--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_review_idx" ON "quiz_attempts" USING btree ("review_state","finished_at");--> statement-breakpoint
CREATE INDEX "quiz_options_question_idx" ON "quiz_options" USING btree ("question_id","order_id");--> statement-breakpoint
CREATE INDEX "quiz_question_groups_quiz_idx" ON "quiz_question_groups" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","order_id");--> statement-breakpoint
CREATE INDEX "quiz_rubric_criteria_quiz_idx" ON "quiz_rubric_criteria" USING btree ("quiz_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_resource_idx" ON "quizzes" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");