ALTER TABLE "brands" ADD COLUMN "transfer_on_launch" text DEFAULT 'PROMPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "transfer_launch_amount" bigint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "transfer_back_on_leave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD COLUMN "vendor_result" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_one_open" ON "wallet_transfers" USING btree ("member_id","vendor") WHERE "wallet_transfers"."status" in ('PENDING', 'UNKNOWN');