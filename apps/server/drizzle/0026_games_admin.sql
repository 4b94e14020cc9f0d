-- Issue 13, the back office's Games screen (decision 039):
-- 1. A maintenance window per vendor: every row of a vendor code (one per category) carries the
--    same start, end and note. Both ends or neither, the end after the start.
-- 2. vendor_in_maintenance(flag, start, end, at): the one rule every reader applies (the game
--    lists, the lanes, launch, transfers in): the open-ended switch, or `at` inside the window.
-- 3. The permissions games.read (every default role) and games.manage (super admin, content),
--    as in @nova/contracts/permissions (operators.test.ts compares them).
ALTER TABLE "vendors" ADD COLUMN "maintenance_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "maintenance_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "maintenance_note" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_maintenance_window" CHECK (("vendors"."maintenance_starts_at" is null) = ("vendors"."maintenance_ends_at" is null) and ("vendors"."maintenance_starts_at" is null or "vendors"."maintenance_starts_at" < "vendors"."maintenance_ends_at"));--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_in_maintenance(
  flag boolean, starts_at timestamptz, ends_at timestamptz, at timestamptz
) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(flag, false) OR coalesce(at >= starts_at AND at < ends_at, false)
$$;--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['games.read']::text[], "updated_at" = now()
  WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'CUSTOMER_SERVICE', 'CONTENT', 'AGENT_MANAGER', 'AUDITOR')
    AND NOT ('games.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['games.manage']::text[], "updated_at" = now()
  WHERE "code" IN ('SUPER_ADMIN', 'CONTENT') AND NOT ('games.manage' = ANY ("permissions"));
