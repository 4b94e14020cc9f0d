-- Four-eyes on money, the other kinds (issue 13, decision 039): written by hand in drizzle-kit's
-- form (db/schema/approvals.ts declares the same).
-- 1. brand_four_eyes: per brand, the amounts up to which one operator suffices for a bonus, a
--    withdrawal (approval and payment) and a manual deposit. No row means the defaults, computed
--    by the server from the brand's currency scale (bonus 0, the others 1,000.00), so a brand
--    made after this migration has them too.
-- 2. STALE: a request whose object changed before its approval (the approval is refused).
-- 3. An index for the approvals list filtered by kind.
-- 4. The permission settings.money (edit the thresholds) for the super admin role.
CREATE TABLE "brand_four_eyes" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"bonus_max" bigint NOT NULL,
	"withdrawal_max" bigint NOT NULL,
	"deposit_max" bigint NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_four_eyes_non_negative" CHECK ("brand_four_eyes"."bonus_max" >= 0 and "brand_four_eyes"."withdrawal_max" >= 0 and "brand_four_eyes"."deposit_max" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brand_four_eyes" ADD CONSTRAINT "brand_four_eyes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_status";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_status" CHECK ("approval_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'STALE'));--> statement-breakpoint
CREATE INDEX "approval_requests_kind" ON "approval_requests" USING btree ("brand_id","kind","status","id");--> statement-breakpoint
-- The default roles (@nova/contracts/permissions; operators.test.ts compares them).
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['settings.money']::text[]
WHERE "code" = 'SUPER_ADMIN' AND NOT ('settings.money' = ANY ("permissions"));
