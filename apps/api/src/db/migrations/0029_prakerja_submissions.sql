CREATE TABLE "prakerja_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"redeem_id" integer NOT NULL,
	"program_user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"scope" varchar(3) NOT NULL,
	"sequence" integer NOT NULL,
	"score" integer NOT NULL,
	"file_url" varchar(1000),
	"url" varchar(1000),
	"idempotency_key" varchar(128) NOT NULL,
	"status" varchar(20) DEFAULT 'internal_pending' NOT NULL,
	"partner_submission_id" varchar(100),
	"feedback" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" varchar(500),
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prakerja_submissions_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "prakerja_submissions_status_known" CHECK ("prakerja_submissions"."status" in ('internal_pending', 'pending', 'accepted', 'rejected', 'failed', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "prakerja_submissions" ADD CONSTRAINT "prakerja_submissions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakerja_submissions" ADD CONSTRAINT "prakerja_submissions_redeem_id_prakerja_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."prakerja_redeems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakerja_submissions" ADD CONSTRAINT "prakerja_submissions_program_user_id_program_users_id_fk" FOREIGN KEY ("program_user_id") REFERENCES "public"."program_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prakerja_submissions_due_idx" ON "prakerja_submissions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "prakerja_submissions_enrolment_idx" ON "prakerja_submissions" USING btree ("program_user_id","resource_id");