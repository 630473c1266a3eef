CREATE TABLE "quote_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"customer_user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "customer_user_id" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_names), 'A') || setweight(to_tsvector('english'::regconfig, search_document), 'B') || setweight(to_tsvector('french'::regconfig, search_document), 'B') || setweight(to_tsvector('german'::regconfig, search_document), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request" ADD CONSTRAINT "quote_request_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_project_provider_key" ON "quote_request" USING btree ("project_id","provider_id");--> statement-breakpoint
CREATE INDEX "quote_request_provider_status_idx" ON "quote_request" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "quote_request_customer_idx" ON "quote_request" USING btree ("customer_user_id","provider_id");--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_search_names_trgm_idx" ON "provider" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_search_vector_idx" ON "provider" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "provider_specialties_idx" ON "provider" USING gin ("specialties");