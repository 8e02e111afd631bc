CREATE TABLE "sample_displays" (
	"company_id" bigint NOT NULL,
	"process_id" bigint NOT NULL,
	"step_uuid" text NOT NULL,
	"fields" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_displays_process_id_step_uuid_pk" PRIMARY KEY("process_id","step_uuid")
);
--> statement-breakpoint
ALTER TABLE "pipelines" ADD COLUMN "settings" text;--> statement-breakpoint
ALTER TABLE "sample_displays" ADD CONSTRAINT "sample_displays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_displays" ADD CONSTRAINT "sample_displays_process_id_pipelines_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;