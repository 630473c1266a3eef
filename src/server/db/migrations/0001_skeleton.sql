CREATE TABLE "category" (
	"slug" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"names" jsonb NOT NULL,
	"pricing_model" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locality" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"commune" text NOT NULL,
	"canton" text NOT NULL,
	"postal_codes" text[] NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"name_lb" text,
	"name_de" text,
	"alt_names" text[] NOT NULL,
	"search_text" text NOT NULL,
	"population" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"locality" text NOT NULL,
	"commune" text NOT NULL,
	"budget_low" integer,
	"budget_high" integer,
	"timeline" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"categories" text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"locality" text NOT NULL,
	"commune" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"projects_completed" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "locality_kind_name_commune_key" ON "locality" USING btree ("kind","name","commune");--> statement-breakpoint
CREATE INDEX "locality_search_text_trgm_idx" ON "locality" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locality_postal_codes_idx" ON "locality" USING gin ("postal_codes");--> statement-breakpoint
CREATE INDEX "project_public_created_idx" ON "project" USING btree ("is_public","created_at");--> statement-breakpoint
CREATE INDEX "provider_rating_idx" ON "provider" USING btree ("status","rating","review_count");