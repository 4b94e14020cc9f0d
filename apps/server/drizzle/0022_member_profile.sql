-- Issue 13, the back office's member profile (decision 039): operators' notes and tags on a
-- member, and the permission `members.notes` to write them.
-- Notes are append-only: triggers refuse UPDATE, DELETE and TRUNCATE (as audit_log's, 0017), so a
-- note stays as written and by whom. A note names its member and brand in one foreign key on the
-- member's row (members_id_brand, 0016): it is always in its member's brand.
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notes_text" CHECK (length("member_notes"."text") between 1 and 2000),
	CONSTRAINT "member_notes_author" CHECK (length("member_notes"."author") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"member_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tags_pkey" PRIMARY KEY("member_id","tag"),
	CONSTRAINT "member_tags_tag_format" CHECK ("member_tags"."tag" ~ '^[a-z0-9][a-z0-9-]{0,31}$')
);
--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_brand" FOREIGN KEY ("member_id","brand_id") REFERENCES "public"."members"("id","brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The profile lists a member's notes newest first in keyset pages; the search finds a tag.
CREATE INDEX "member_notes_member" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_tags_tag" ON "member_tags" USING btree ("tag","member_id");--> statement-breakpoint
CREATE FUNCTION "member_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member notes are append-only' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_notes_append_only" BEFORE UPDATE OR DELETE ON "member_notes"
  FOR EACH ROW EXECUTE FUNCTION "member_notes_append_only"();
--> statement-breakpoint
CREATE TRIGGER "member_notes_no_truncate" BEFORE TRUNCATE ON "member_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_notes_append_only"();
--> statement-breakpoint
-- members.notes (write notes and tags) for the roles of @nova/contracts/permissions
-- DEFAULT_OPERATOR_ROLES; operators.test.ts compares them.
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['members.notes']::text[]
  WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'CUSTOMER_SERVICE')
    AND NOT ('members.notes' = ANY("permissions"));
