CREATE TABLE "template_uses" (
	"id" bigint PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	"share_tip" text,
	"active" integer DEFAULT 1 NOT NULL,
	"share_token_sealed" text NOT NULL,
	"content" text NOT NULL,
	"inputs" text DEFAULT '[]' NOT NULL,
	"app_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"trigger_app_id" text,
	"action_app_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_process_id_pipelines_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_process_id_pipelines_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_uses_template_idx" ON "template_uses" USING btree ("template_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_process_key" ON "templates" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "templates_company_idx" ON "templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_public_idx" ON "templates" USING btree ("visible","active","use_count");