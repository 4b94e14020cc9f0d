CREATE TABLE "brand_protection_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"cooling_off_hours" smallint DEFAULT 24 NOT NULL,
	"reality_check_default_minutes" smallint DEFAULT 60 NOT NULL,
	"kyc_withdrawal_above" bigint,
	"kyc_deposits_above" bigint
);
--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"actor" text DEFAULT 'PLAYER' NOT NULL,
	"reason" text,
	CONSTRAINT "protection_exclusions_kind" CHECK ("protection_exclusions"."kind" in ('TIMEOUT', 'SELF_EXCLUSION')),
	CONSTRAINT "protection_exclusions_span" CHECK ("protection_exclusions"."ends_at" is null or "protection_exclusions"."ends_at" > "protection_exclusions"."starts_at"),
	CONSTRAINT "protection_exclusions_permanent" CHECK (("protection_exclusions"."ends_at" is null) = ("protection_exclusions"."duration" = 'PERMANENT'))
);
--> statement-breakpoint
CREATE TABLE "protection_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"amount" bigint
);
--> statement-breakpoint
CREATE TABLE "protection_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"actor" text DEFAULT 'PLAYER' NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"pending_value" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "protection_limits_value" CHECK ("protection_limits"."value" > 0),
	CONSTRAINT "protection_limits_pending_value" CHECK ("protection_limits"."pending_value" is null or "protection_limits"."pending_value" > 0),
	CONSTRAINT "protection_limits_shape" CHECK (("protection_limits"."kind" = 'SESSION') = ("protection_limits"."period" = 'SESSION')
        and "protection_limits"."kind" in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')
        and "protection_limits"."period" in ('DAY', 'WEEK', 'MONTH', 'SESSION')),
	CONSTRAINT "protection_limits_pending_shape" CHECK (("protection_limits"."pending_requested_at" is null) = ("protection_limits"."pending_effective_at" is null)
        and ("protection_limits"."pending_value" is null or "protection_limits"."pending_effective_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" smallint
);
--> statement-breakpoint
CREATE TABLE "protection_usage" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "protection_usage_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
ALTER TABLE "brand_protection_settings" ADD CONSTRAINT "brand_protection_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_events" ADD CONSTRAINT "protection_limit_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limit_events" ADD CONSTRAINT "protection_limit_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_exclusions_member" ON "protection_exclusions" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "protection_hits_member" ON "protection_hits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "protection_hits_brand_at" ON "protection_hits" USING btree ("brand_id","at");--> statement-breakpoint
CREATE INDEX "protection_limit_events_member" ON "protection_limit_events" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "protection_usage_hour" ON "protection_usage" USING btree ("hour");--> statement-breakpoint
-- The protection and KYC permissions (issue 14) on the default roles, as
-- @nova/contracts/permissions lists them (operators.test.ts compares them).
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['protection.read', 'kyc.read']::text[]
WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'AUDITOR', 'CUSTOMER_SERVICE') AND NOT ('protection.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['protection.manage', 'kyc.review']::text[]
WHERE "code" IN ('SUPER_ADMIN', 'RISK', 'CUSTOMER_SERVICE') AND NOT ('protection.manage' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['protection.settings']::text[]
WHERE "code" = 'SUPER_ADMIN' AND NOT ('protection.settings' = ANY ("permissions"));
