DROP INDEX "runs_company_created_idx";--> statement-breakpoint
CREATE INDEX "run_steps_company_app_idx" ON "run_steps" USING btree ("company_id","app_id","run_id");--> statement-breakpoint
CREATE INDEX "run_steps_company_failed_idx" ON "run_steps" USING btree ("company_id","started_at","app_id","run_id") WHERE "run_steps"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "runs_company_created_cover_idx" ON "runs" USING btree ("company_id","created_at","id","status","trigger_type","process_id","duration_ms");--> statement-breakpoint
CREATE INDEX "runs_company_failed_idx" ON "runs" USING btree ("company_id","created_at") WHERE "runs"."status" = 'failed';