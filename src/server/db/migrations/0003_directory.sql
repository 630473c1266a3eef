CREATE TABLE "provider_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"price_from" integer,
	"price_to" integer,
	"unit" text DEFAULT 'job' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "descriptions" jsonb;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "awards" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "licences" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "service_radius_km" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "rcs_number" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "permit_number" text;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "subscription_tier" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "median_response_minutes" integer;--> statement-breakpoint
ALTER TABLE "provider" ADD COLUMN "initial" text DEFAULT '#' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_service" ADD CONSTRAINT "provider_service_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_service_provider_idx" ON "provider_service" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "review_provider_created_idx" ON "review" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_provider_author_key" ON "review" USING btree ("provider_id","author_user_id");--> statement-breakpoint
ALTER TABLE "provider" ADD CONSTRAINT "provider_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_initial_idx" ON "provider" USING btree ("initial","name");--> statement-breakpoint
CREATE INDEX "provider_categories_idx" ON "provider" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "provider_lat_lon_idx" ON "provider" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "provider_name_trgm_idx" ON "provider" USING gin ("name" gin_trgm_ops);