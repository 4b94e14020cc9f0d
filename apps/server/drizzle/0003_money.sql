CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"receiving_bank_id" integer,
	"reference" text NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_ref" text,
	"remark" text,
	"proof_upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"ledger_transfer_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deposits_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "deposits_credited" CHECK (("deposits"."status" = 'APPROVED') = ("deposits"."ledger_transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"provider_ref" text,
	"provider_status" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"turnover_percent" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_channels_code" UNIQUE("brand_id","code"),
	CONSTRAINT "payment_channels_kind" CHECK ("payment_channels"."kind" in ('MANUAL_BANK', 'ONLINE')),
	CONSTRAINT "payment_channels_amounts" CHECK ("payment_channels"."min_amount" > 0 and "payment_channels"."max_amount" >= "payment_channels"."min_amount"),
	CONSTRAINT "payment_channels_turnover" CHECK ("payment_channels"."turnover_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_receiving_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pay_orders_tx_id_unique" UNIQUE("tx_id"),
	CONSTRAINT "sandbox_pay_orders_reference" UNIQUE("merchant_reference"),
	CONSTRAINT "sandbox_pay_orders_amount" CHECK ("sandbox_pay_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"player" text NOT NULL,
	"tx_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vendor_transfers_tx" UNIQUE("vendor","tx_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_wallets" (
	"vendor" text NOT NULL,
	"player" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_vendor_wallets_key" UNIQUE("vendor","player"),
	CONSTRAINT "sandbox_vendor_wallets_balance" CHECK ("sandbox_vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_mime" CHECK ("uploads"."mime" in ('image/png', 'image/jpeg')),
	CONSTRAINT "uploads_size" CHECK ("uploads"."size" > 0 and "uploads"."size" < 5242880)
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"vendor" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"vendor_tx_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_vendor_tx_id_unique" UNIQUE("vendor_tx_id"),
	CONSTRAINT "wallet_transfers_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "wallet_transfers_amount" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_direction" CHECK ("wallet_transfers"."direction" in ('IN', 'OUT')),
	CONSTRAINT "wallet_transfers_status" CHECK ("wallet_transfers"."status" in ('PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN'))
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_bank_accounts_number" UNIQUE("member_id","bank_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"required" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "turnover_requirements_source" UNIQUE("source_kind","source_ref"),
	CONSTRAINT "turnover_requirements_required" CHECK ("turnover_requirements"."required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"confirmation" text,
	"received_amount" bigint,
	"confirm_proof_upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirm_remark" text,
	"confirmed_at" timestamp with time zone,
	"refunded_amount" bigint,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "withdrawals_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'DISPUTED', 'COMPLETED')),
	CONSTRAINT "withdrawals_received" CHECK ("withdrawals"."received_amount" is null or ("withdrawals"."received_amount" >= 0 and "withdrawals"."received_amount" <= "withdrawals"."amount")),
	CONSTRAINT "withdrawals_remark" CHECK ("withdrawals"."confirm_remark" is null or length("withdrawals"."confirm_remark") <= 140)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_min_amount" bigint DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_max_amount" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_confirm_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "member_transfer_min_amount" bigint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "member_transfer_max_amount" bigint DEFAULT 10000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_receiving_bank_id_payment_receiving_banks_id_fk" FOREIGN KEY ("receiving_bank_id") REFERENCES "public"."payment_receiving_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receiving_banks" ADD CONSTRAINT "payment_receiving_banks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receiving_banks" ADD CONSTRAINT "payment_receiving_banks_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_reference" ON "payment_callbacks" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_vendor_transfers_player" ON "sandbox_vendor_transfers" USING btree ("vendor","player");--> statement-breakpoint
CREATE INDEX "uploads_member" ON "uploads" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_member" ON "wallet_transfers" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_open" ON "wallet_transfers" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member" ON "member_bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "turnover_requirements_open" ON "turnover_requirements" USING btree ("member_id","cleared_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_confirm_due" ON "withdrawals" USING btree ("status","confirm_deadline");