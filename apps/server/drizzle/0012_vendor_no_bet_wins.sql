CREATE TABLE "vendor_no_bet_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"tx_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game_session_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_no_bet_wins_tx" UNIQUE("brand_id","vendor","tx_id"),
	CONSTRAINT "vendor_no_bet_wins_amount" CHECK ("vendor_no_bet_wins"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_no_bet_wins" ADD CONSTRAINT "vendor_no_bet_wins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_no_bet_wins" ADD CONSTRAINT "vendor_no_bet_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_no_bet_wins" ADD CONSTRAINT "vendor_no_bet_wins_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_no_bet_wins_member" ON "vendor_no_bet_wins" USING btree ("member_id","created_at");