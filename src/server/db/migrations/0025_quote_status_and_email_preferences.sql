CREATE TABLE "email_opt_out" (
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_out_email_topic_pk" PRIMARY KEY("email","topic")
);
--> statement-breakpoint
ALTER TABLE "outbox_email" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "quote_request" ADD COLUMN "not_chosen_at" timestamp with time zone;