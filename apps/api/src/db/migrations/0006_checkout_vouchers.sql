CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"addon_id" integer,
	"creator_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "invoice_items_price_non_negative" CHECK ("invoice_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('open', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "invoices_amounts_sane" CHECK ("invoices"."subtotal" >= 0 and "invoices"."discount" >= 0 and "invoices"."discount" <= "invoices"."subtotal")
);
--> statement-breakpoint
CREATE TABLE "voucher_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_reservations_status_known" CHECK ("voucher_reservations"."status" in ('reserved', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"quota_total" integer,
	"used_total" integer DEFAULT 0 NOT NULL,
	"quota_per_user" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"program_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"creator_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_kind_known" CHECK ("vouchers"."kind" in ('percentage', 'fixed')),
	CONSTRAINT "vouchers_value_sane" CHECK ("vouchers"."value" > 0 and ("vouchers"."kind" <> 'percentage' or "vouchers"."value" <= 100) and "vouchers"."min_spend" >= 0),
	CONSTRAINT "vouchers_used_within_quota" CHECK ("vouchers"."used_total" >= 0 and ("vouchers"."quota_total" is null or "vouchers"."used_total" <= "vouchers"."quota_total"))
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_reservations" ADD CONSTRAINT "voucher_reservations_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_reservations" ADD CONSTRAINT "voucher_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_reservations" ADD CONSTRAINT "voucher_reservations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_status_idx" ON "invoices" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_reservations_live_invoice_idx" ON "voucher_reservations" USING btree ("invoice_id") WHERE "voucher_reservations"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "voucher_reservations_voucher_user_idx" ON "voucher_reservations" USING btree ("voucher_id","user_id");