-- Issue 13, operators and roles managed from the back office, and the dashboard (decision 039).
-- 1. The permissions dashboard.read (every default role), operators.read (super admin,
--    auditor) and operators.manage (super admin), as in @nova/contracts/permissions.
-- 2. The per-brand operator IP allow-list (empty: every address may sign in).
-- 3. Indexes for the dashboard's time-range reads (brand, time), so a day or a month is an
--    index range and never a scan of the table.
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['dashboard.read']::text[], "updated_at" = now()
  WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'CUSTOMER_SERVICE', 'CONTENT', 'AGENT_MANAGER', 'AUDITOR')
    AND NOT ('dashboard.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['operators.read']::text[], "updated_at" = now()
  WHERE "code" IN ('SUPER_ADMIN', 'AUDITOR') AND NOT ('operators.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['operators.manage']::text[], "updated_at" = now()
  WHERE "code" = 'SUPER_ADMIN' AND NOT ('operators.manage' = ANY ("permissions"));--> statement-breakpoint
CREATE TABLE "operator_ip_allow_lists" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"cidrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_ip_allow_lists" ADD CONSTRAINT "operator_ip_allow_lists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_brand_created" ON "deposits" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_brand_created" ON "withdrawals" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "members_brand_created" ON "members" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "login_events_at" ON "login_events" USING btree ("at","member_id");--> statement-breakpoint
CREATE INDEX "vendor_bet_records_brand_placed" ON "vendor_bet_records" USING btree ("brand_id","placed_at");
