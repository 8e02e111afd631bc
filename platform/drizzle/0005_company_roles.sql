CREATE TABLE "company_roles" (
	"id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'viewer';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_company_name_key" ON "company_roles" USING btree ("company_id","name");--> statement-breakpoint
-- Issue 13: before roles, a company's founder was 'admin' and nobody could add a 'member'; the founder owns the
-- company now, and a 'member' row inserted by hand becomes an editor (what members could do before, less admin).
UPDATE "users" SET "role" = CASE "role" WHEN 'admin' THEN 'owner' WHEN 'member' THEN 'editor' ELSE "role" END;
