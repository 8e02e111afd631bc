CREATE TABLE "notice_event_configs" (
	"company_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"email_notice" integer DEFAULT 0 NOT NULL,
	"sms_notice" integer DEFAULT 0 NOT NULL,
	"notified_users" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_event_configs_company_id_event_type_pk" PRIMARY KEY("company_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "notice_event_marks" (
	"company_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_event_marks_company_id_event_type_subject_pk" PRIMARY KEY("company_id","event_type","subject")
);
--> statement-breakpoint
ALTER TABLE "notice_event_configs" ADD CONSTRAINT "notice_event_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_event_marks" ADD CONSTRAINT "notice_event_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;