CREATE TABLE "datasource_rows" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"datasource_id" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasources" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"filepath" text,
	"sheet" text,
	"type" text DEFAULT 'table' NOT NULL,
	"table_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_variable_logs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"variable_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_variables" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"variable_class" text DEFAULT '' NOT NULL,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_relations" (
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"monitored" integer DEFAULT 1 NOT NULL,
	"error_process_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_relations_company_id_process_id_pk" PRIMARY KEY("company_id","process_id")
);
--> statement-breakpoint
CREATE TABLE "monitor_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"email_notice" integer DEFAULT 0 NOT NULL,
	"sms_notice" integer DEFAULT 0 NOT NULL,
	"notified_users" text[] DEFAULT '{}' NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"webhook_url" text,
	"status" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"process_id" bigint,
	"run_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_steps" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"step_uuid" text NOT NULL,
	"step_number" integer NOT NULL,
	"app_id" text NOT NULL,
	"action_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"input" text,
	"output" text,
	"error" text,
	"branch" text,
	"switch_uuid" text,
	"loop_index" integer,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"version_id" bigint,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"trigger_type" text NOT NULL,
	"trigger_data" text,
	"accept_id" bigint,
	"parent_run_id" bigint,
	"resume_step_uuid" text,
	"error" text,
	"failed_step_uuid" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"step_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_accepts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"run_id" bigint,
	"method" text NOT NULL,
	"content_type" text,
	"query" text,
	"headers" text,
	"accept_data" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datasources" ADD CONSTRAINT "datasources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_variables" ADD CONSTRAINT "env_variables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_keys" ADD CONSTRAINT "webhook_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_keys" ADD CONSTRAINT "webhook_keys_process_id_pipelines_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasource_rows_ds_idx" ON "datasource_rows" USING btree ("datasource_id","created_at");--> statement-breakpoint
CREATE INDEX "datasources_company_idx" ON "datasources" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "env_variable_logs_variable_idx" ON "env_variable_logs" USING btree ("variable_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "env_variables_company_key" ON "env_variables" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "notices_company_idx" ON "notices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "run_steps_run_idx" ON "run_steps" USING btree ("run_id","step_number");--> statement-breakpoint
CREATE INDEX "runs_company_created_idx" ON "runs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "runs_company_process_idx" ON "runs" USING btree ("company_id","process_id","created_at");--> statement-breakpoint
CREATE INDEX "runs_status_idx" ON "runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "webhook_accepts_process_idx" ON "webhook_accepts" USING btree ("company_id","process_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_keys_process_key" ON "webhook_keys" USING btree ("process_id");