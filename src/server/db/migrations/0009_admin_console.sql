CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"user_agent" text,
	"before" jsonb,
	"after" jsonb,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "backup_archive" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"tables" jsonb NOT NULL,
	"uploads" integer DEFAULT 0 NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "email_template" (
	"template" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "email_template_template_language_pk" PRIMARY KEY("template","language")
);
--> statement-breakpoint
CREATE TABLE "error_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"method" text,
	"url" text,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "funnel_day" (
	"day" date NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"commune" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"landing_version" text DEFAULT '' NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL,
	"estimates" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_day_day_category_commune_language_landing_version_pk" PRIMARY KEY("day","category","commune","language","landing_version")
);
--> statement-breakpoint
ALTER TABLE "unmatched_request" ADD COLUMN "assigned_project_id" integer;--> statement-breakpoint
ALTER TABLE "unmatched_request" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "quote_message" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_message" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "backup_archive_created_idx" ON "backup_archive" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_report_at_idx" ON "error_report" USING btree ("at");--> statement-breakpoint
CREATE INDEX "error_report_error_id_idx" ON "error_report" USING btree ("error_id");--> statement-breakpoint
CREATE INDEX "funnel_day_day_idx" ON "funnel_day" USING btree ("day");--> statement-breakpoint
ALTER TABLE "unmatched_request" ADD CONSTRAINT "unmatched_request_assigned_project_id_project_id_fk" FOREIGN KEY ("assigned_project_id") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_type_created_idx" ON "user" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_created_idx" ON "provider" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_commune_idx" ON "provider" USING btree ("commune");--> statement-breakpoint
CREATE INDEX "provider_owner_idx" ON "provider" USING btree ("owner_user_id");