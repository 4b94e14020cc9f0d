CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"rate_type" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"settled_until" timestamp with time zone,
	CONSTRAINT "agent_contracts_state" CHECK ("agent_contracts"."state" in ('REQUESTED', 'OFFERED', 'SIGNED', 'REFUSED', 'TERMINATED')),
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('DIVIDEND', 'SALARY_DAILY', 'SALARY_HOURLY', 'SALARY_REALTIME')),
	CONSTRAINT "agent_contracts_period" CHECK ("agent_contracts"."period" in ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'HOURLY', 'REALTIME')),
	CONSTRAINT "agent_contracts_rate_type" CHECK ("agent_contracts"."rate_type" in ('PERCENT', 'FIXED')),
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."upline_id" is distinct from "agent_contracts"."downline_id"),
	CONSTRAINT "agent_contracts_window" CHECK ("agent_contracts"."ends_at" is null or "agent_contracts"."starts_at" is null or "agent_contracts"."ends_at" >= "agent_contracts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_statement_payments" (
	"statement_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"forced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_statement_payments_pk" PRIMARY KEY("statement_id","seq"),
	CONSTRAINT "agent_statement_payments_amount" CHECK ("agent_statement_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"payer_id" bigint,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bets" bigint NOT NULL,
	"valid_bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"rebates" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" smallint,
	"ratio" integer NOT NULL,
	"rate_type" text NOT NULL,
	"formula" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	CONSTRAINT "agent_statements_once" UNIQUE("contract_id","period_start"),
	CONSTRAINT "agent_statements_amount" CHECK ("agent_statements"."amount" >= 0 and "agent_statements"."paid" between 0 and "agent_statements"."amount"),
	CONSTRAINT "agent_statements_status" CHECK ("agent_statements"."status" in ('PAID', 'OWED', 'OVERDUE', 'NOTHING')),
	CONSTRAINT "agent_statements_paid_status" CHECK (("agent_statements"."status" in ('PAID', 'NOTHING')) = ("agent_statements"."paid" = "agent_statements"."amount")),
	CONSTRAINT "agent_statements_period" CHECK ("agent_statements"."period_end" > "agent_statements"."period_start")
);
--> statement-breakpoint
CREATE TABLE "brand_agent_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"active_min_deposits" bigint NOT NULL,
	"active_min_valid_bets" bigint NOT NULL,
	"overdue_grace_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_days" (
	"brand_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_days_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_member_days" (
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_member_days_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_rollup_days" (
	"brand_id" integer NOT NULL,
	"timezone" text NOT NULL,
	"day" date NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_rollup_days_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_runs" ADD CONSTRAINT "agent_settlement_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statement_payments" ADD CONSTRAINT "agent_statement_payments_statement_id_agent_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."agent_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_agent_settings" ADD CONSTRAINT "brand_agent_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_days" ADD CONSTRAINT "team_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_days" ADD CONSTRAINT "team_days_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_days" ADD CONSTRAINT "team_member_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_days" ADD CONSTRAINT "team_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_rollup_days" ADD CONSTRAINT "team_rollup_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline" ON "agent_contracts" USING btree ("downline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_brand_state" ON "agent_contracts" USING btree ("brand_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_signed" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."state" = 'SIGNED';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_open" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."state" in ('REQUESTED', 'OFFERED');--> statement-breakpoint
CREATE INDEX "agent_statements_agent" ON "agent_statements" USING btree ("agent_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_statements_payer" ON "agent_statements" USING btree ("payer_id","status");--> statement-breakpoint
CREATE INDEX "agent_statements_open" ON "agent_statements" USING btree ("status","due_at") WHERE "agent_statements"."status" in ('OWED', 'OVERDUE');--> statement-breakpoint
CREATE INDEX "team_member_days_day" ON "team_member_days" USING btree ("brand_id","day");--> statement-breakpoint
-- The agent and scheduler permissions (issue 15) on the default roles, as
-- @nova/contracts/permissions lists them (operators.test.ts compares them).
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['agents.read', 'jobs.read']::text[]
WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'RISK', 'AUDITOR') AND NOT ('agents.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['agents.read']::text[]
WHERE "code" = 'AGENT_MANAGER' AND NOT ('agents.read' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['agents.contracts', 'agents.settle']::text[]
WHERE "code" IN ('SUPER_ADMIN', 'FINANCE', 'AGENT_MANAGER') AND NOT ('agents.contracts' = ANY ("permissions"));--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || ARRAY['jobs.run']::text[]
WHERE "code" = 'SUPER_ADMIN' AND NOT ('jobs.run' = ANY ("permissions"));
