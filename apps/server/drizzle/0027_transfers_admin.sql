-- Vendor wallet transfers in the back office (issue 13): written by hand in drizzle-kit's form
-- (db/schema/wallet-transfers.ts declares the same index).
-- 1. An index for the list of a brand's transfers by status, newest first in keyset pages
--    (GET /ops/payments/wallet-transfers?status=...&before=...).
-- 2. The permission payments.transfers.read (view vendor transfers) for the default roles that
--    hold it in DEFAULT_OPERATOR_ROLES: super admin, finance, risk, auditor, customer service;
--    operators.test.ts compares them.
CREATE INDEX "wallet_transfers_brand_status" ON "wallet_transfers" USING btree ("brand_id","status","id");--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['payments.transfers.read']::text[], "updated_at" = now()
  WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'AUDITOR', 'CUSTOMER_SERVICE')
    AND NOT ('payments.transfers.read' = ANY("permissions"));
