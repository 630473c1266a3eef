ALTER TABLE "provider_service" ADD COLUMN "job" text;--> statement-breakpoint
CREATE INDEX "provider_service_job_idx" ON "provider_service" USING btree ("job") WHERE job is not null;