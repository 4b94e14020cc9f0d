-- Disputed withdrawals resolved under four-eyes (issue 13): written by hand in drizzle-kit's form
-- (db/schema/withdrawals.ts and db/schema/approvals.ts declare the same).
-- 1. withdrawals.resolution_note: the resolving operator's note, shown to operators (at most 500).
-- 2. withdrawals_refunded: a refund is never negative nor more than the withdrawal's amount.
-- 3. brand_four_eyes.refund_max: the threshold of the new request kind WITHDRAWAL_REFUND. Its
--    default is 0 (every refund waits for a second operator, as a manual credit does), for the
--    brands with a row already and for those without one (the server's defaults, four-eyes.service.ts).
ALTER TABLE "withdrawals" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refunded" CHECK ("withdrawals"."refunded_amount" is null or ("withdrawals"."refunded_amount" >= 0 and "withdrawals"."refunded_amount" <= "withdrawals"."amount"));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_resolution_note" CHECK ("withdrawals"."resolution_note" is null or length("withdrawals"."resolution_note") <= 500);--> statement-breakpoint
ALTER TABLE "brand_four_eyes" ADD COLUMN "refund_max" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_four_eyes" DROP CONSTRAINT "brand_four_eyes_non_negative";--> statement-breakpoint
ALTER TABLE "brand_four_eyes" ADD CONSTRAINT "brand_four_eyes_non_negative" CHECK ("brand_four_eyes"."bonus_max" >= 0 and "brand_four_eyes"."withdrawal_max" >= 0 and "brand_four_eyes"."deposit_max" >= 0 and "brand_four_eyes"."refund_max" >= 0);
