CREATE TABLE "chat_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"payload" jsonb,
	"file_key" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "chat_comments_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "chat_comments_type_known" CHECK ("chat_comments"."type" in ('text', 'reply', 'file_attachment'))
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_read_comment_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_members_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(12) NOT NULL,
	"program_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"capacity" integer NOT NULL,
	"learner_id" integer,
	"facilitator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "chat_rooms_kind_known" CHECK ("chat_rooms"."kind" in ('discussion', 'facilitator', 'personal')),
	CONSTRAINT "chat_rooms_capacity_positive" CHECK ("chat_rooms"."capacity" > 0),
	CONSTRAINT "chat_rooms_personal_pair" CHECK (("chat_rooms"."kind" = 'personal') = ("chat_rooms"."learner_id" is not null and "chat_rooms"."facilitator_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "program_facilitators" (
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "program_facilitators_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(30) NOT NULL,
	"user_id" integer,
	"room_id" integer,
	"program_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_events_one_audience" CHECK (num_nonnulls("realtime_events"."user_id", "realtime_events"."room_id", "realtime_events"."program_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"author_id" integer,
	"title" varchar(200) NOT NULL,
	"slug" varchar(240) NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"push_off" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"object_type" varchar(20) NOT NULL,
	"object_id" integer,
	"title" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"link" varchar(500) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint NOT NULL,
	"subscription_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" uuid,
	"endpoint" varchar(2000) NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_comments" ADD CONSTRAINT "chat_comments_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_comments" ADD CONSTRAINT "chat_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_comments" ADD CONSTRAINT "chat_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_facilitator_id_users_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_facilitators" ADD CONSTRAINT "program_facilitators_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_facilitators" ADD CONSTRAINT "program_facilitators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_comments_room_idx" ON "chat_comments" USING btree ("room_id","id" DESC NULLS LAST) WHERE "chat_comments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_comments_file_idx" ON "chat_comments" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_program_kind_idx" ON "chat_rooms" USING btree ("program_id","kind") WHERE "chat_rooms"."kind" <> 'personal';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_personal_idx" ON "chat_rooms" USING btree ("program_id","learner_id") WHERE "chat_rooms"."kind" = 'personal';--> statement-breakpoint
CREATE INDEX "chat_rooms_facilitator_idx" ON "chat_rooms" USING btree ("facilitator_id") WHERE "chat_rooms"."kind" = 'personal';--> statement-breakpoint
CREATE INDEX "program_facilitators_user_idx" ON "program_facilitators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtime_events_user_idx" ON "realtime_events" USING btree ("user_id","id") WHERE "realtime_events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "realtime_events_room_idx" ON "realtime_events" USING btree ("room_id","id") WHERE "realtime_events"."room_id" is not null;--> statement-breakpoint
CREATE INDEX "realtime_events_program_idx" ON "realtime_events" USING btree ("program_id","id") WHERE "realtime_events"."program_id" is not null;--> statement-breakpoint
CREATE INDEX "realtime_events_created_idx" ON "realtime_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "announcements_program_idx" ON "announcements" USING btree ("program_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_sent_idx" ON "notifications" USING btree ("user_id","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_type_sent_idx" ON "notifications" USING btree ("user_id","object_type","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "push_outbox_subscription_idx" ON "push_outbox" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_outbox_notification_idx" ON "push_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");