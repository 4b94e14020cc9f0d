ALTER TABLE "crash_bets" DROP CONSTRAINT "crash_bets_status";--> statement-breakpoint
ALTER TABLE "inhouse_rounds" DROP CONSTRAINT "inhouse_rounds_status";--> statement-breakpoint
ALTER TABLE "crash_bets" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_request" UNIQUE("member_id","request_id");--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_status" CHECK ("crash_bets"."status" in ('PLACED', 'CASHED_OUT', 'LOST', 'VOID'));--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_status" CHECK ("inhouse_rounds"."status" in ('OPEN', 'SETTLED', 'VOID'));