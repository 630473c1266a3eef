CREATE TABLE "digest_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"family" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_id" integer
);
--> statement-breakpoint
CREATE TABLE "notification_digest" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"email" text NOT NULL,
	"family" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email_mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preference_email_family_pk" PRIMARY KEY("email","family")
);
--> statement-breakpoint
-- An address that turned off the emails about new messages turns off the emails of their family.
INSERT INTO "notification_preference" ("email", "family", "in_app", "email_mode")
SELECT DISTINCT "email", 'quotes', true, 'off' FROM "email_opt_out" WHERE "topic" = 'messages'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "email_opt_out" CASCADE;--> statement-breakpoint
ALTER TABLE "digest_item" ADD CONSTRAINT "digest_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_item" ADD CONSTRAINT "digest_item_digest_id_notification_digest_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."notification_digest"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_item_pending_idx" ON "digest_item" USING btree ("email") WHERE "digest_item"."digest_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_digest_email_day_idx" ON "notification_digest" USING btree ("email","day");