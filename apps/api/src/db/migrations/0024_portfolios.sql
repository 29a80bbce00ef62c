CREATE TABLE "portfolio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"attempt_id" integer,
	"user_activity_id" integer,
	"kind" varchar(12) NOT NULL,
	"caption" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_items_one_source" CHECK (("portfolio_items"."attempt_id" is null) <> ("portfolio_items"."user_activity_id" is null)),
	CONSTRAINT "portfolio_items_kind_known" CHECK ("portfolio_items"."kind" in ('project', 'file', 'reflection', 'quiz'))
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_url" text,
	"is_publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_activity_id_user_activities_id_fk" FOREIGN KEY ("user_activity_id") REFERENCES "public"."user_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_user_resource_idx" ON "portfolio_items" USING btree ("user_id","resource_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_user_recent_idx" ON "portfolio_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_items_attempt_idx" ON "portfolio_items" USING btree ("attempt_id") WHERE "portfolio_items"."attempt_id" is not null;--> statement-breakpoint
CREATE INDEX "portfolio_items_user_activity_idx" ON "portfolio_items" USING btree ("user_activity_id") WHERE "portfolio_items"."user_activity_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id");