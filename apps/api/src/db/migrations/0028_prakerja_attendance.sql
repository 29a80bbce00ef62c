CREATE TABLE "prakerja_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"redeem_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"partner_updated_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prakerja_attendance" ADD CONSTRAINT "prakerja_attendance_redeem_id_prakerja_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."prakerja_redeems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prakerja_attendance_redeem_sequence_idx" ON "prakerja_attendance" USING btree ("redeem_id","sequence");