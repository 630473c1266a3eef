DROP INDEX "provider_created_idx";--> statement-breakpoint
ALTER TABLE "chat_session" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_message" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_session_demo_created_idx" ON "chat_session" USING btree ("created_at") WHERE demo;--> statement-breakpoint
CREATE INDEX "project_demo_created_idx" ON "project" USING btree ("created_at") WHERE demo;--> statement-breakpoint
CREATE INDEX "provider_created_idx" ON "provider" USING btree ("created_at","id") WHERE status <> 'demo';