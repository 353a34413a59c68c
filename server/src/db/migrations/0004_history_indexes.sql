-- Search folding for the history (decision 011): lower case; accented Latin letters to their base letter
-- (àáâãäåāăąçćčèéêëēėęěìíîïīįñńòóôõöøōùúûüūůýÿ and their capitals); combining marks U+0300–U+036F
-- removed; curly quotes ’‘“”„ made straight; ß, æ, œ spelled out. translate() and replace() are immutable on
-- PostgreSQL and PGlite alike, so the folded text can be a stored generated column; a search string is folded
-- by the same function. Written as escapes so no editor can renormalise them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkprint_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT lower(replace(replace(replace(replace(replace(replace(translate(value,
  U&'\00e0\00e1\00e2\00e3\00e4\00e5\0101\0103\0105\00e7\0107\010d\00e8\00e9\00ea\00eb\0113\0117\0119\011b\00ec\00ed\00ee\00ef\012b\012f\00f1\0144\00f2\00f3\00f4\00f5\00f6\00f8\014d\00f9\00fa\00fb\00fc\016b\016f\00fd\00ff\00c0\00c1\00c2\00c3\00c4\00c5\0100\0102\0104\00c7\0106\010c\00c8\00c9\00ca\00cb\0112\0116\0118\011a\00cc\00cd\00ce\00cf\012a\012e\00d1\0143\00d2\00d3\00d4\00d5\00d6\00d8\014c\00d9\00da\00db\00dc\016a\016e\00dd\0178\2019\2018\201c\201d\201e\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030a\030b\030c\030d\030e\030f\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031a\031b\031c\031d\031e\031f\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032a\032b\032c\032d\032e\032f\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033a\033b\033c\033d\033e\033f\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034a\034b\034c\034d\034e\034f\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035a\035b\035c\035d\035e\035f\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036a\036b\036c\036d\036e\036f',
  'aaaaaaaaaccceeeeeeeeiiiiiinnooooooouuuuuuyyAAAAAAAAACCCEEEEEEEEIIIIIINNOOOOOOOUUUUUUYY''''"""'),
  U&'\00df', 'ss'), U&'\1e9e', 'ss'), U&'\00e6', 'ae'), U&'\00c6', 'ae'), U&'\0153', 'oe'), U&'\0152', 'oe')) $$;--> statement-breakpoint
CREATE TABLE "generation_counts" (
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "generation_counts_user_id_content_type_pk" PRIMARY KEY("user_id","content_type")
);
--> statement-breakpoint
DROP INDEX "generations_user_idx";--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (inkprint_fold(prompt || U&'\001f' || generated_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_counts" ADD CONSTRAINT "generation_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_type_idx" ON "generations" USING btree ("user_id","content_type","created_at","id");--> statement-breakpoint
CREATE INDEX "generations_search_idx" ON "generations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generations_user_idx" ON "generations" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- generation_counts follows every insert and delete of generations, a statement at a time (a clear-all of
-- 10,000 items is one update per type, not 10,000), so totals and stats never count rows (decision 011).
CREATE OR REPLACE FUNCTION inkprint_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO generation_counts AS c (user_id, content_type, n)
    SELECT user_id, content_type, count(*)::int FROM inserted GROUP BY user_id, content_type
    ON CONFLICT (user_id, content_type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkprint_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE generation_counts AS c SET n = c.n - d.k
    FROM (SELECT user_id, content_type, count(*)::int AS k FROM deleted GROUP BY user_id, content_type) AS d
    WHERE c.user_id = d.user_id AND c.content_type = d.content_type;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inkprint_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE generation_counts AS c SET n = c.n - d.k
    FROM (SELECT user_id, content_type, count(*)::int AS k FROM deleted GROUP BY user_id, content_type) AS d
    WHERE c.user_id = d.user_id AND c.content_type = d.content_type;
  INSERT INTO generation_counts AS c (user_id, content_type, n)
    SELECT user_id, content_type, count(*)::int FROM inserted GROUP BY user_id, content_type
    ON CONFLICT (user_id, content_type) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER generations_count_insert AFTER INSERT ON generations
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION inkprint_count_inserted();--> statement-breakpoint
CREATE TRIGGER generations_count_delete AFTER DELETE ON generations
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION inkprint_count_deleted();--> statement-breakpoint
CREATE TRIGGER generations_count_update AFTER UPDATE ON generations
  REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION inkprint_count_updated();--> statement-breakpoint
INSERT INTO generation_counts (user_id, content_type, n)
  SELECT user_id, content_type, count(*)::int FROM generations GROUP BY user_id, content_type;
