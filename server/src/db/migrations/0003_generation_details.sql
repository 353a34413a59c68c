ALTER TABLE "generations" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "voice_match_differences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "revised" boolean DEFAULT false NOT NULL;