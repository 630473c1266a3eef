DROP INDEX "user_created_idx";--> statement-breakpoint
DROP INDEX "provider_created_idx";--> statement-breakpoint
CREATE INDEX "user_name_idx" ON "user" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "provider_email_trgm_idx" ON "provider" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_vat_number_idx" ON "provider" USING btree ("vat_number");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "provider_created_idx" ON "provider" USING btree ("created_at","id");