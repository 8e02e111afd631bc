CREATE SEQUENCE "public"."open_app_id_seq" INCREMENT BY 1 MINVALUE 1000000 MAXVALUE 9999999 START WITH 1000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "open_app_versions" (
	"app_id" text NOT NULL,
	"version" text NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "open_app_versions_app_id_version_pk" PRIMARY KEY("app_id","version")
);
--> statement-breakpoint
CREATE TABLE "open_apps" (
	"app_id" text PRIMARY KEY DEFAULT nextval('open_app_id_seq')::text NOT NULL,
	"company_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"state" integer NOT NULL,
	"published_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_companies" (
	"partner_id" bigint NOT NULL,
	"company_identification" text NOT NULL,
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sdk_companies_partner_id_company_identification_pk" PRIMARY KEY("partner_id","company_identification")
);
--> statement-breakpoint
CREATE TABLE "sdk_corp_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"partner_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_nonces" (
	"corp_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sdk_nonces_corp_id_nonce_pk" PRIMARY KEY("corp_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "sdk_page_configs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"partner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"hidden_nav" boolean DEFAULT false NOT NULL,
	"screens" jsonb NOT NULL,
	"app_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"landing" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_partners" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"corp_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"app_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sdk_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"partner_id" bigint NOT NULL,
	"cfg_id" bigint NOT NULL,
	"domain" text
);
--> statement-breakpoint
CREATE TABLE "sdk_users" (
	"partner_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_identify" text NOT NULL,
	"user_id" bigint NOT NULL,
	"cfg_id" bigint,
	"has_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sdk_users_company_id_user_identify_pk" PRIMARY KEY("company_id","user_identify")
);
--> statement-breakpoint
ALTER TABLE "open_app_versions" ADD CONSTRAINT "open_app_versions_app_id_open_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."open_apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_app_versions" ADD CONSTRAINT "open_app_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_apps" ADD CONSTRAINT "open_apps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_apps" ADD CONSTRAINT "open_apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_companies" ADD CONSTRAINT "sdk_companies_partner_id_sdk_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."sdk_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_companies" ADD CONSTRAINT "sdk_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_corp_tokens" ADD CONSTRAINT "sdk_corp_tokens_partner_id_sdk_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."sdk_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_page_configs" ADD CONSTRAINT "sdk_page_configs_partner_id_sdk_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."sdk_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_partners" ADD CONSTRAINT "sdk_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_partners" ADD CONSTRAINT "sdk_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_partners" ADD CONSTRAINT "sdk_partners_app_id_open_apps_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."open_apps"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_sessions" ADD CONSTRAINT "sdk_sessions_token_hash_sessions_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_sessions" ADD CONSTRAINT "sdk_sessions_partner_id_sdk_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."sdk_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_users" ADD CONSTRAINT "sdk_users_partner_id_sdk_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."sdk_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_users" ADD CONSTRAINT "sdk_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_users" ADD CONSTRAINT "sdk_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_apps_company_idx" ON "open_apps" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_companies_company_key" ON "sdk_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sdk_corp_tokens_expiry_idx" ON "sdk_corp_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sdk_nonces_expiry_idx" ON "sdk_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sdk_page_configs_partner_idx" ON "sdk_page_configs" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_partners_company_key" ON "sdk_partners" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_partners_corp_key" ON "sdk_partners" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sdk_users_user_key" ON "sdk_users" USING btree ("user_id");