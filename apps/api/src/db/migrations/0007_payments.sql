CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(80) NOT NULL,
	"transaction_status" varchar(40) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"method_full_id" varchar(40) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"gross_amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"instructions" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in (0, 1, 2, 3, 99)),
	CONSTRAINT "payments_amounts_sane" CHECK ("payments"."gross_amount" > 0 and "payments"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"order_id" varchar(40) PRIMARY KEY NOT NULL,
	"gross_amount" integer NOT NULL,
	"method_full_id" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_invoice_idx" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in (1, 99);--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 1;--> statement-breakpoint
CREATE INDEX "sandbox_notifications_due_idx" ON "sandbox_notifications" USING btree ("next_attempt_at") WHERE "sandbox_notifications"."delivered_at" is null;