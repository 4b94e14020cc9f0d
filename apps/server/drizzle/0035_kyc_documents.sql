CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reason" text,
	CONSTRAINT "kyc_documents_kind" CHECK ("kyc_documents"."kind" in ('IDENTITY', 'ADDRESS')),
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "kyc_documents_mime" CHECK ("kyc_documents"."mime" in ('image/png', 'image/jpeg', 'application/pdf')),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."size" > 0 and "kyc_documents"."size" <= 8388608),
	CONSTRAINT "kyc_documents_review" CHECK (("kyc_documents"."status" = 'PENDING') = ("kyc_documents"."reviewed_at" is null)
        and ("kyc_documents"."reviewed_at" is null) = ("kyc_documents"."reviewed_by" is null)
        and ("kyc_documents"."status" = 'REJECTED') = ("kyc_documents"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_member" ON "kyc_documents" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue" ON "kyc_documents" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_open" ON "kyc_documents" USING btree ("member_id","kind") WHERE "kyc_documents"."status" <> 'REJECTED';