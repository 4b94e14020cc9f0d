CREATE TABLE "brand_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"domain" text NOT NULL,
	"route" text NOT NULL,
	CONSTRAINT "brand_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"currency_symbol" text DEFAULT 'RM' NOT NULL,
	"currency_scale" smallint DEFAULT 2 NOT NULL,
	"default_language" text DEFAULT 'MY' NOT NULL,
	"supported_languages" jsonb DEFAULT '["MY","EN","CN"]'::jsonb NOT NULL,
	"min_age" smallint DEFAULT 18 NOT NULL,
	"timezone" text DEFAULT 'Asia/Kuala_Lumpur' NOT NULL,
	"main_domain" text NOT NULL,
	"gtag_id" text,
	"image_cdns" jsonb DEFAULT '["/media"]'::jsonb NOT NULL,
	"launch_game_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maintenance_active" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"blocked_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forgot_password_mode" text DEFAULT 'PHONE' NOT NULL,
	"country_dialing_codes" jsonb DEFAULT '["+60"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"field" text NOT NULL,
	"required" boolean NOT NULL,
	"enabled" boolean NOT NULL,
	"min_length" smallint NOT NULL,
	"max_length" smallint NOT NULL,
	"pattern_id" smallint NOT NULL,
	"accepted_pattern" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_field_rules_key" UNIQUE("brand_id","field")
);
--> statement-breakpoint
CREATE TABLE "whitelabel_switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whitelabel_switches_key" UNIQUE NULLS NOT DISTINCT("brand_id","parent_mod_id","mod_id")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"client_binding" text NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "captchas_client_binding_unique" UNIQUE("client_binding")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"node_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"category" text NOT NULL,
	"game_type" text NOT NULL,
	"name" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"has_trial" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_game_id_unique" UNIQUE("game_id"),
	CONSTRAINT "games_node_id_unique" UNIQUE("node_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"wallet_mode" text NOT NULL,
	"is_game" text NOT NULL,
	"is_in_house" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_key" UNIQUE("category","code")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"execution" text DEFAULT 'A' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "announcements_key" UNIQUE("brand_id","code","language")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"group_name" text NOT NULL,
	"language" text NOT NULL,
	"media_type" text DEFAULT 'IMAGE' NOT NULL,
	"url" text NOT NULL,
	"linkage" text,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "banners_key" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_services_key" UNIQUE("brand_id","cs_type")
);
--> statement-breakpoint
CREATE TABLE "help_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"language" text NOT NULL,
	"device" text DEFAULT 'WEB' NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_pages_key" UNIQUE("brand_id","language","device","key")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"resource_type" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_key" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"password_set_by" text DEFAULT 'SELF' NOT NULL,
	"parent_id" bigint,
	"path" text DEFAULT '/' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"language" text DEFAULT 'MY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"first_login_at" timestamp with time zone,
	CONSTRAINT "members_account" UNIQUE("brand_id","account"),
	CONSTRAINT "members_account_lower" CHECK ("members"."account" = lower("members"."account"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "brand_domains" ADD CONSTRAINT "brand_domains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_switches" ADD CONSTRAINT "whitelabel_switches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_pages" ADD CONSTRAINT "help_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_vendor" ON "games" USING btree ("vendor_id","sort");--> statement-breakpoint
CREATE INDEX "announcements_lookup" ON "announcements" USING btree ("brand_id","language","type");--> statement-breakpoint
CREATE INDEX "banners_lookup" ON "banners" USING btree ("brand_id","language");--> statement-breakpoint
CREATE INDEX "members_path" ON "members" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_parent" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");