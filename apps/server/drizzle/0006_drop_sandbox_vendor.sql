DROP TABLE "sandbox_vendor_transfers" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_vendor_wallets" CASCADE;