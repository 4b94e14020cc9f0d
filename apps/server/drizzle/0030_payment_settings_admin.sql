-- Deposit channels and receiving banks in the back office (issue 13), written by hand in
-- drizzle-kit's form. The channel checks (min > 0, max >= min) exist since 0003, and the back
-- office never deletes a channel or a bank (deposits refer to them).
-- 1. A deposit keeps the turnover its channel asked when the member made it: an operator who
--    changes a channel's turnover changes it for later deposits, never for one already made
--    (existing rows take their channel's current value).
ALTER TABLE "deposits" ADD COLUMN "turnover_percent" integer;--> statement-breakpoint
UPDATE "deposits" SET "turnover_percent" = "payment_channels"."turnover_percent" FROM "payment_channels" WHERE "payment_channels"."id" = "deposits"."channel_id";--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "turnover_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_turnover" CHECK ("deposits"."turnover_percent" >= 0);--> statement-breakpoint
-- 2. The permissions payments.channels.read (every role built on the read set: super admin,
-- finance, risk, auditor) and payments.channels.manage (super admin) for the default roles
-- (@nova/contracts/permissions; operators.test.ts compares them).
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['payments.channels.read']::text[]
WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'AUDITOR') AND NOT ('payments.channels.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['payments.channels.manage']::text[]
WHERE "code" = 'SUPER_ADMIN' AND NOT ('payments.channels.manage' = ANY ("permissions"));
