CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"invoice_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_entry" ALTER COLUMN "statement_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_entry" ADD COLUMN "source" text DEFAULT 'bank_statement' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "stripe_event" ADD CONSTRAINT "stripe_event_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_externalId_unique" UNIQUE("external_id");