-- Brand settings in the back office (issue 13), written by hand in drizzle-kit's form
-- (db/schema/brand.ts declares the same checks).
-- 1. The database keeps two brand rules whatever writes the row: the withdrawal minimum is
--    positive and at most the maximum; the default language is one of the supported ones.
-- 2. The permissions brand.read (super admin, content, auditor) and brand.settings (super admin)
--    for the default roles (@nova/contracts/permissions; operators.test.ts compares them).
ALTER TABLE "brands" ADD CONSTRAINT "brands_withdraw_limits" CHECK ("brands"."withdraw_min_amount" > 0 and "brands"."withdraw_min_amount" <= "brands"."withdraw_max_amount");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_default_language_supported" CHECK ("brands"."supported_languages" ? "brands"."default_language");--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['brand.read']::text[]
WHERE "code" IN ('SUPER_ADMIN', 'CONTENT', 'AUDITOR') AND NOT ('brand.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['brand.settings']::text[]
WHERE "code" = 'SUPER_ADMIN' AND NOT ('brand.settings' = ANY ("permissions"));
