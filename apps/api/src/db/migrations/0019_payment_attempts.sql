ALTER TABLE "payments" ALTER COLUMN "instructions" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancel_owed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_cancel_owed_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."cancel_owed";--> statement-breakpoint
CREATE INDEX "payments_attempt_started_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 99;--> statement-breakpoint
-- attempts written before the gateway answered kept an empty object, which no answer schema accepts
UPDATE "payments" SET "instructions" = NULL WHERE "instructions" = '{}'::jsonb;