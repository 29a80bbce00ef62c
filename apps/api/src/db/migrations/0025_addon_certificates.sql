DROP INDEX "certificates_program_user_idx";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "addon_user_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "addon_title" varchar(200);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_addon_user_id_addon_users_id_fk" FOREIGN KEY ("addon_user_id") REFERENCES "public"."addon_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_addon_user_idx" ON "certificates" USING btree ("addon_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_program_user_idx" ON "certificates" USING btree ("program_user_id") WHERE "certificates"."addon_user_id" is null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_addon_whole" CHECK (("certificates"."addon_user_id" is null) = ("certificates"."addon_title" is null));