ALTER TABLE "fair_seeds" ADD COLUMN "next_server_seed" text;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD COLUMN "next_server_seed_hash" text;