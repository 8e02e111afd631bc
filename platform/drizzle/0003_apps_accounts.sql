CREATE TABLE "app_accounts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"app_id" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"auth_sealed" text NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"status_message" text,
	"checked_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"refresh_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_requests" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"app_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"app_id" text NOT NULL,
	"account_id" bigint,
	"account_name" text,
	"sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_cursors" (
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"step_uuid" text NOT NULL,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_cursors_process_id_step_uuid_pk" PRIMARY KEY("process_id","step_uuid")
);
--> statement-breakpoint
ALTER TABLE "app_accounts" ADD CONSTRAINT "app_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_requests" ADD CONSTRAINT "app_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_cursors" ADD CONSTRAINT "poll_cursors_process_id_pipelines_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_accounts_company_app_idx" ON "app_accounts" USING btree ("company_id","app_id","created_at");--> statement-breakpoint
CREATE INDEX "app_requests_company_idx" ON "app_requests" USING btree ("company_id","created_at");