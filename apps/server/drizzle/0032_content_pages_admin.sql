-- Help pages and site images in the back office (issue 13 "content"), written by hand in
-- drizzle-kit's form (db/schema/content.ts declares the same column). An operator can hide a
-- help page without deleting it: the site's help center lists only the published ones. Every
-- existing page stays published.
ALTER TABLE "help_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
