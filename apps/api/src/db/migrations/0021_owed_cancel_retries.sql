DROP INDEX "payments_cancel_owed_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancel_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancel_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_cancel_owed_idx" ON "payments" USING btree ("cancel_retry_at") WHERE "payments"."cancel_owed";