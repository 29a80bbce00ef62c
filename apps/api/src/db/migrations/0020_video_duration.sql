ALTER TABLE "resources" ADD COLUMN "video_seconds" double precision;--> statement-breakpoint
-- the demo recording's length (the Duration in the header of apps/web/public/media/demo/belajar-singkat.webm)
UPDATE "resources" SET "video_seconds" = 6.007 WHERE "url" = '/media/demo/belajar-singkat.webm';
