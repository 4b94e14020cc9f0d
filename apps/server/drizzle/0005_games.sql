CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint,
	"site_session_id" bigint,
	"token_hash" text NOT NULL,
	"vendor" text NOT NULL,
	"game_id" integer,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"mode" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_mode" CHECK ("game_sessions"."mode" in ('REAL', 'TRIAL')),
	CONSTRAINT "game_sessions_member_real" CHECK ("game_sessions"."mode" = 'TRIAL' or "game_sessions"."member_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recent_games_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_bet_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"game_code" text NOT NULL,
	"bet_id" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bet_records_key" UNIQUE("vendor","bet_id"),
	CONSTRAINT "vendor_bet_records_amounts" CHECK ("vendor_bet_records"."stake" >= 0 and "vendor_bet_records"."payout" >= 0),
	CONSTRAINT "vendor_bet_records_status" CHECK ("vendor_bet_records"."status" in ('OPEN', 'SETTLED', 'VOID'))
);
--> statement-breakpoint
CREATE TABLE "vendor_feed_cursors" (
	"vendor" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"rolled_back_tx_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_rounds_key" UNIQUE("brand_id","vendor","round_id"),
	CONSTRAINT "vendor_rounds_status" CHECK ("vendor_rounds"."status" in ('SETTLED', 'ROLLED_BACK'))
);
--> statement-breakpoint
CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cashout" integer,
	"cashed_out_at" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_one_per_round" UNIQUE("round_id","member_id"),
	CONSTRAINT "crash_bets_stake" CHECK ("crash_bets"."stake" > 0 and "crash_bets"."payout" >= 0),
	CONSTRAINT "crash_bets_auto" CHECK ("crash_bets"."auto_cashout" is null or "crash_bets"."auto_cashout" >= 101),
	CONSTRAINT "crash_bets_status" CHECK ("crash_bets"."status" in ('PLACED', 'CASHED_OUT', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"status" text DEFAULT 'BETTING' NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_link" UNIQUE("chain_id","chain_index"),
	CONSTRAINT "crash_rounds_status" CHECK ("crash_rounds"."status" in ('BETTING', 'RUNNING', 'CRASHED')),
	CONSTRAINT "crash_rounds_point" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seeds_hash" UNIQUE("server_seed_hash"),
	CONSTRAINT "fair_seeds_status" CHECK ("fair_seeds"."status" in ('ACTIVE', 'REVEALED')),
	CONSTRAINT "fair_seeds_nonce" CHECK ("fair_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inhouse_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" jsonb,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"settled_by" text,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "inhouse_rounds_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "inhouse_rounds_nonce" UNIQUE("seed_id","nonce"),
	CONSTRAINT "inhouse_rounds_amounts" CHECK ("inhouse_rounds"."stake" > 0 and "inhouse_rounds"."payout" >= 0),
	CONSTRAINT "inhouse_rounds_status" CHECK ("inhouse_rounds"."status" in ('OPEN', 'SETTLED'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"seed_amount" bigint NOT NULL,
	"contribution_bps" integer NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_wins_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "jackpot_wins_amount" CHECK ("jackpot_wins"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "classify" text DEFAULT 'SLOT' NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bet_records" ADD CONSTRAINT "vendor_bet_records_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bet_records" ADD CONSTRAINT "vendor_bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_round_id_inhouse_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."inhouse_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_recent" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_site_session" ON "game_sessions" USING btree ("site_session_id");--> statement-breakpoint
CREATE INDEX "recent_games_order" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "vendor_bet_records_member" ON "vendor_bet_records" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "vendor_rounds_member" ON "vendor_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "crash_bets_member" ON "crash_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "crash_rounds_recent" ON "crash_rounds" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "fair_seeds_member" ON "fair_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "inhouse_rounds_member" ON "inhouse_rounds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "inhouse_rounds_open" ON "inhouse_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_kind_time" ON "ledger_transfers" USING btree ("brand_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'MEMBER_HELD', 'HOUSE_BETS', 'HOUSE_PAYMENTS', 'HOUSE_BONUS', 'HOUSE_COMMISSION', 'HOUSE_FEES', 'HOUSE_JACKPOT'));