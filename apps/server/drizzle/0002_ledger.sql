CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"vendor" text,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key" UNIQUE NULLS NOT DISTINCT("brand_id","kind","member_id","vendor","shard"),
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'MEMBER_HELD', 'HOUSE_BETS', 'HOUSE_PAYMENTS', 'HOUSE_BONUS', 'HOUSE_COMMISSION', 'HOUSE_FEES')),
	CONSTRAINT "ledger_accounts_member_shape" CHECK (("ledger_accounts"."kind" like 'MEMBER\_%') = ("ledger_accounts"."member_id" is not null)
        and ("ledger_accounts"."member_id" is null or (not "ledger_accounts"."allow_negative" and "ledger_accounts"."shard" = 0))),
	CONSTRAINT "ledger_accounts_vendor_shape" CHECK (("ledger_accounts"."kind" = 'MEMBER_VENDOR') = ("ledger_accounts"."vendor" is not null)),
	CONSTRAINT "ledger_accounts_shard" CHECK ("ledger_accounts"."shard" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency" UNIQUE("brand_id","idempotency_key"),
	CONSTRAINT "ledger_transfers_key_length" CHECK (length("ledger_transfers"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_member" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
-- Hand-written (decision 011): the database, not only the code, keeps the ledger whole.
-- Every insert statement into ledger_entries must balance per transfer, keep each transfer in
-- its brand and one currency, and is applied to the account balances in the same statement,
-- so balance = sum of entries by construction; the CHECK on ledger_accounts then refuses any
-- balance below zero where allow_negative is false.
CREATE FUNCTION "ledger_entries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_entries GROUP BY transfer_id HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger: unbalanced transfer' USING ERRCODE = '23514';
  END IF;
  IF EXISTS (
    SELECT 1 FROM new_entries e
      JOIN ledger_transfers t ON t.id = e.transfer_id
      JOIN ledger_accounts a ON a.id = e.account_id
    GROUP BY e.transfer_id
    HAVING count(DISTINCT a.currency) > 1 OR bool_or(a.brand_id <> t.brand_id)
  ) THEN
    RAISE EXCEPTION 'ledger: transfer mixes brands or currencies' USING ERRCODE = '23514';
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + s.delta
    FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) s
    WHERE a.id = s.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_apply" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_apply"();
--> statement-breakpoint
-- Accounts open at zero; the balance moves only from the trigger above (depth 2); identity
-- never changes; nothing is deleted.
CREATE FUNCTION "ledger_accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger: accounts are never deleted' USING ERRCODE = '42501';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'ledger: an account opens with a zero balance' USING ERRCODE = '42501';
    END IF;
    RETURN NEW;
  END IF;
  IF pg_trigger_depth() < 2 AND NEW.balance IS DISTINCT FROM OLD.balance THEN
    RAISE EXCEPTION 'ledger: balances change only through entries' USING ERRCODE = '42501';
  END IF;
  IF (NEW.id, NEW.brand_id, NEW.currency, NEW.kind, NEW.member_id, NEW.vendor, NEW.shard, NEW.allow_negative)
     IS DISTINCT FROM
     (OLD.id, OLD.brand_id, OLD.currency, OLD.kind, OLD.member_id, OLD.vendor, OLD.shard, OLD.allow_negative) THEN
    RAISE EXCEPTION 'ledger: account identity is immutable' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE INSERT OR UPDATE OR DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_guard"();
--> statement-breakpoint
-- Transfers and entries are append-only (SECURITY.md 29).
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % is append-only', TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
