CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "program_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_reviews_rating_range" CHECK ("program_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(100) NOT NULL,
	CONSTRAINT "subjects_name_unique" UNIQUE("name"),
	CONSTRAINT "subjects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "discovery_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" varchar(40) NOT NULL,
	"program_id" integer,
	"institution_id" integer,
	"rank" smallint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "discovery_ads_one_target" CHECK (("discovery_ads"."program_id" is null) <> ("discovery_ads"."institution_id" is null))
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"slug" varchar(100) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"institution_id" integer NOT NULL,
	"headline" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_slug_shape" CHECK ("landing_pages"."slug" ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "search_keyword_searches" (
	"keyword" varchar(100) NOT NULL,
	"day" date NOT NULL,
	"searcher" varchar(6) NOT NULL,
	CONSTRAINT "search_keyword_searches_keyword_day_searcher_pk" PRIMARY KEY("keyword","day","searcher")
);
--> statement-breakpoint
DROP INDEX "programs_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "year_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "schedule_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "schedule_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "location" varchar(300);--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "name_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "core_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "brand_color" varchar(7);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "landing_headline" varchar(200);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "landing_description" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "program_reviews" ADD CONSTRAINT "program_reviews_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reviews" ADD CONSTRAINT "program_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_ads" ADD CONSTRAINT "discovery_ads_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_ads" ADD CONSTRAINT "discovery_ads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_reviews_one_per_user" ON "program_reviews" USING btree ("program_id","user_id");--> statement-breakpoint
CREATE INDEX "program_reviews_program_recent_idx" ON "program_reviews" USING btree ("program_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discovery_ads_host_idx" ON "discovery_ads" USING btree ("host","rank");--> statement-breakpoint
CREATE INDEX "search_keyword_searches_day_idx" ON "search_keyword_searches" USING btree ("day");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_parent_id_institutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programs_search_name_trgm_idx" ON "programs" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_search_name_prefix_idx" ON "programs" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "programs_name_vector_idx" ON "programs" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "programs_core_vector_idx" ON "programs" USING gin ("core_vector");--> statement-breakpoint
CREATE INDEX "programs_search_vector_idx" ON "programs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "programs_year_levels_idx" ON "programs" USING gin ("year_levels");--> statement-breakpoint
CREATE INDEX "programs_subject_idx" ON "programs" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "institutions_parent_idx" ON "institutions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_brand_color_hex" CHECK ("institutions"."brand_color" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_website_http" CHECK ("institutions"."website" ~ '^https?://');--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_subdomain_label" CHECK ("institutions"."subdomain" ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$');--> statement-breakpoint
-- Search text is compared lower-cased and without accents on both sides: 'Kafé' finds 'kafe' and back.
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT lower(unaccent(coalesce(input, ''))) $$;--> statement-breakpoint
-- The search documents of a programme: the name (A); + institution name (B) and tags (C); + descriptions (D).
CREATE OR REPLACE FUNCTION programs_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  creator_name text;
BEGIN
  SELECT name INTO creator_name FROM institutions WHERE id = NEW.creator_id;
  NEW.search_name := search_normalize(NEW.name);
  NEW.name_vector := setweight(to_tsvector('simple', NEW.search_name), 'A');
  NEW.core_vector := NEW.name_vector ||
    setweight(to_tsvector('simple', search_normalize(creator_name)), 'B') ||
    setweight(to_tsvector('simple', search_normalize(array_to_string(NEW.tags, ' '))), 'C');
  NEW.search_vector := NEW.core_vector ||
    setweight(to_tsvector('simple', search_normalize(
      regexp_replace(NEW.short_description || ' ' || NEW.description, '<[^>]*>', ' ', 'g'))), 'D');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER programs_search_refresh
  BEFORE INSERT OR UPDATE OF name, tags, short_description, description, creator_id ON programs
  FOR EACH ROW EXECUTE FUNCTION programs_search_refresh();--> statement-breakpoint
-- Renaming an institution re-indexes its programmes (their documents carry its name).
CREATE OR REPLACE FUNCTION institutions_search_cascade() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE programs SET creator_id = creator_id WHERE creator_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER institutions_search_cascade
  AFTER UPDATE OF name ON institutions
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION institutions_search_cascade();--> statement-breakpoint
UPDATE programs SET name = name;