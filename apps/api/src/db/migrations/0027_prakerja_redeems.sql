CREATE TABLE "prakerja_fr_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"redeem_id" integer NOT NULL,
	"state" varchar(200) NOT NULL,
	"sequence" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prakerja_redeems" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"redemption_code" varchar(32),
	"sequence" integer,
	"sequence_status" varchar(10),
	"last_fr_session" integer,
	"error_code" varchar(100),
	"error" varchar(500),
	"error_description" varchar(500),
	"partner_invoice_code" varchar(100),
	"code_accepted_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prakerja_redeems_program_user_id_unique" UNIQUE("program_user_id"),
	CONSTRAINT "prakerja_redeems_status_known" CHECK ("prakerja_redeems"."status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "prakerja_redemption_programs" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"partner_course_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prakerja_redemption_programs_partner_course_id_unique" UNIQUE("partner_course_id")
);
--> statement-breakpoint
ALTER TABLE "prakerja_fr_attempts" ADD CONSTRAINT "prakerja_fr_attempts_redeem_id_prakerja_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."prakerja_redeems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakerja_redeems" ADD CONSTRAINT "prakerja_redeems_program_user_id_program_users_id_fk" FOREIGN KEY ("program_user_id") REFERENCES "public"."program_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakerja_redeems" ADD CONSTRAINT "prakerja_redeems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakerja_redeems" ADD CONSTRAINT "prakerja_redeems_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prakerja_redemption_programs" ADD CONSTRAINT "prakerja_redemption_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prakerja_fr_attempts_state_idx" ON "prakerja_fr_attempts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "prakerja_fr_attempts_redeem_idx" ON "prakerja_fr_attempts" USING btree ("redeem_id");--> statement-breakpoint
CREATE INDEX "prakerja_redeems_user_idx" ON "prakerja_redeems" USING btree ("user_id");