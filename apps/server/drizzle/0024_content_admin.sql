-- Issue 13, content in the back office (decision 039): announcements and banners get a publication
-- state (DRAFT, PUBLISHED, UNPUBLISHED; what exists today stays PUBLISHED), and the permissions
-- content.read (content, super admin, auditor) and content.write (content, super admin) are
-- granted to the default roles, as packages/contracts/src/permissions.ts lists them.
ALTER TABLE "announcements" ADD COLUMN "publication" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_publication" CHECK ("announcements"."publication" in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'));--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publication" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_publication" CHECK ("banners"."publication" in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['content.read', 'content.write']::text[] WHERE "code" IN ('SUPER_ADMIN', 'CONTENT');--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['content.read']::text[] WHERE "code" = 'AUDITOR';
