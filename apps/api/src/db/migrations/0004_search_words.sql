CREATE TABLE "search_words" (
	"scope" smallint NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_scope_known" CHECK ("search_words"."scope" between 1 and 3)
);
--> statement-breakpoint
DROP INDEX "programs_creator_idx";--> statement-breakpoint
DROP INDEX "programs_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "programs_name_vector_idx";--> statement-breakpoint
DROP INDEX "programs_core_vector_idx";--> statement-breakpoint
DROP INDEX "programs_search_vector_idx";--> statement-breakpoint
DROP INDEX "programs_tags_idx";--> statement-breakpoint
DROP INDEX "programs_year_levels_idx";--> statement-breakpoint
DROP INDEX "institutions_name_trgm_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_scope_word_idx" ON "search_words" USING btree ("scope","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_name_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false) WHERE "search_words"."scope" = 1;--> statement-breakpoint
CREATE INDEX "programs_creator_category_idx" ON "programs" USING btree ("creator_id","category_name");--> statement-breakpoint
CREATE INDEX "programs_search_name_trgm_idx" ON "programs" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_name_vector_idx" ON "programs" USING gin ("name_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_core_vector_idx" ON "programs" USING gin ("core_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_search_vector_idx" ON "programs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_tags_idx" ON "programs" USING gin ("tags") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_year_levels_idx" ON "programs" USING gin ("year_levels") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The words of a programme's search document go into the dictionary the search asks first (search_words), each
-- with the narrowest part of the document it occurs in: A name (1); B institution, C tags (2); D descriptions (3).
CREATE OR REPLACE FUNCTION search_words_add(document tsvector) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO search_words (scope, word)
    SELECT CASE WHEN 'A' = ANY (weights) THEN 1 WHEN 'D' = ALL (weights) THEN 3 ELSE 2 END, lexeme
    FROM unnest(document)
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
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
  IF TG_OP = 'INSERT' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector THEN
    PERFORM search_words_add(NEW.search_vector);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
INSERT INTO search_words (scope, word)
  SELECT DISTINCT CASE WHEN 'A' = ANY (weights) THEN 1 WHEN 'D' = ALL (weights) THEN 3 ELSE 2 END, lexeme
  FROM programs, unnest(search_vector)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE search_words;
