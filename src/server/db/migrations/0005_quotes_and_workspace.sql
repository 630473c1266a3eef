CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quote_request_id" integer,
	"href" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"start_date" date NOT NULL,
	"completion_date" date NOT NULL,
	"materials_cents" integer NOT NULL,
	"labor_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_quoteRequestId_unique" UNIQUE("quote_request_id")
);
--> statement-breakpoint
CREATE TABLE "quote_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"day" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"materials_cents" integer DEFAULT 0 NOT NULL,
	"labor_cents" integer DEFAULT 0 NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_message" ADD CONSTRAINT "quote_message_quote_request_id_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_message" ADD CONSTRAINT "quote_message_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template" ADD CONSTRAINT "template_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_item" ADD CONSTRAINT "portfolio_item_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_template" ADD CONSTRAINT "quote_template_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_message_request_idx" ON "quote_message" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "availability_provider_idx" ON "availability" USING btree ("provider_id","day");--> statement-breakpoint
CREATE INDEX "template_owner_idx" ON "template" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_item_provider_idx" ON "portfolio_item" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_template_provider_idx" ON "quote_template" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_token_key" ON "quote_request" USING btree ("token_hash");