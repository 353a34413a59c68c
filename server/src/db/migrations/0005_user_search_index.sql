-- The history search index holds the user's id beside the trigrams of the folded text (btree_gin gives text a
-- GIN operator class), so a search reads only the searching user's matches and the same plan serves every
-- pattern (decision 014). Built before the old index is dropped, so search never runs without one.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "generations_user_search_idx" ON "generations" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "generations_search_idx";
