CREATE INDEX "quiz_answers_file_ids_idx" ON "quiz_answers" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");