CREATE TABLE "partner_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"contact_person" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"primary_category" text NOT NULL,
	"years_in_business" text,
	"team_size" text,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"specific_services" text,
	"vat_number" text,
	"rcs_number" text,
	"permit_number" text,
	"how_heard" text,
	"goal" text,
	"other_service_description" text,
	"interested_products" text[] DEFAULT '{}'::text[] NOT NULL,
	"tier" text DEFAULT 'basic' NOT NULL,
	"steps_done" text[] DEFAULT '{}'::text[] NOT NULL,
	"draft_token_hash" text,
	"draft_expires_at" timestamp with time zone,
	"answer_token_hash" text,
	"question" text,
	"question_asked_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"clock_paused_at" timestamp with time zone,
	"reviewer_user_id" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" text,
	"decline_reason" text,
	"user_id" text,
	"provider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_application_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "partner_application_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_daily_stat" (
	"provider_id" integer NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_daily_stat_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
CREATE TABLE "provider_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_onboarding" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"provider_id" integer,
	"tier" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"structured_reference" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"starts_on" date NOT NULL,
	"next_tier" text,
	"next_tier_from" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_application" ADD CONSTRAINT "partner_application_reviewer_user_id_user_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application" ADD CONSTRAINT "partner_application_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application" ADD CONSTRAINT "partner_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application" ADD CONSTRAINT "partner_application_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application_event" ADD CONSTRAINT "partner_application_event_application_id_partner_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application_event" ADD CONSTRAINT "partner_application_event_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_daily_stat" ADD CONSTRAINT "provider_daily_stat_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_document" ADD CONSTRAINT "provider_document_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_onboarding" ADD CONSTRAINT "provider_onboarding_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_onboarding" ADD CONSTRAINT "provider_onboarding_application_id_partner_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_recorded_by_user_id_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_application_draft_token_key" ON "partner_application" USING btree ("draft_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_application_answer_token_key" ON "partner_application" USING btree ("answer_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_application_live_email_key" ON "partner_application" USING btree ("email") WHERE status not in ('draft', 'declined');--> statement-breakpoint
CREATE UNIQUE INDEX "partner_application_live_vat_key" ON "partner_application" USING btree ("vat_number") WHERE vat_number is not null and status not in ('draft', 'declined');--> statement-breakpoint
CREATE INDEX "partner_application_status_due_idx" ON "partner_application" USING btree ("status","review_due_at");--> statement-breakpoint
CREATE INDEX "partner_application_event_app_idx" ON "partner_application_event" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_document_kind_key" ON "provider_document" USING btree ("provider_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_year_sequence_key" ON "invoice" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_provider_period_key" ON "invoice" USING btree ("provider_id","period_start");--> statement-breakpoint
CREATE INDEX "invoice_status_due_idx" ON "invoice" USING btree ("status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payment_invoice_key" ON "invoice_payment" USING btree ("invoice_id");