ALTER TABLE "files" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "pages_read" integer;