CREATE SEQUENCE "public"."certificate_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(48) NOT NULL,
	"program_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"holder_name" varchar(120) NOT NULL,
	"program_name" varchar(300) NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"hours" numeric(7, 1) NOT NULL,
	"final_score" numeric(4, 1),
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	CONSTRAINT "certificates_revocation_whole" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null) and ("certificates"."revoked_at" is null) = ("certificates"."revoked_by" is null)),
	CONSTRAINT "certificates_score_range" CHECK ("certificates"."final_score" is null or "certificates"."final_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_program_user_id_program_users_id_fk" FOREIGN KEY ("program_user_id") REFERENCES "public"."program_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_program_user_idx" ON "certificates" USING btree ("program_user_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");