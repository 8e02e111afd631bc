CREATE TABLE "jinshuju_entry_claims" (
	"process_id" bigint NOT NULL,
	"form_token" text NOT NULL,
	"serial_number" text NOT NULL,
	"company_id" bigint NOT NULL,
	"source" text NOT NULL,
	"run_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jinshuju_entry_claims_process_id_form_token_serial_number_pk" PRIMARY KEY("process_id","form_token","serial_number")
);
--> statement-breakpoint
CREATE TABLE "data_model_trainings" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"model_id" bigint NOT NULL,
	"status" text NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"version" integer,
	"metrics" jsonb,
	"model" text,
	"model_bytes" integer,
	"owner" text,
	"heartbeat_at" timestamp with time zone,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_models" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"datasource_id" bigint NOT NULL,
	"datasource_filter_type" integer DEFAULT 0 NOT NULL,
	"predict_field" text NOT NULL,
	"predict_field_name" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pre_filter" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tmid" bigint,
	"creator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jinshuju_entry_claims" ADD CONSTRAINT "jinshuju_entry_claims_process_id_pipelines_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jinshuju_entry_claims" ADD CONSTRAINT "jinshuju_entry_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_models" ADD CONSTRAINT "data_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_models" ADD CONSTRAINT "data_models_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_model_trainings_model_idx" ON "data_model_trainings" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "data_model_trainings_status_idx" ON "data_model_trainings" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE INDEX "data_models_company_idx" ON "data_models" USING btree ("company_id","created_at");