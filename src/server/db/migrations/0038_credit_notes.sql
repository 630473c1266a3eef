CREATE TABLE "credit_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_issued_on" date NOT NULL,
	"provider_id" integer,
	"kind" text NOT NULL,
	"reason" text,
	"days_credited" integer,
	"days_in_period" integer,
	"issued_on" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_note_amounts_positive" CHECK ("credit_note"."gross_cents" > 0 and "credit_note"."net_cents" >= 0 and "credit_note"."vat_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_issued_by_user_id_user_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_year_sequence_key" ON "credit_note" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "credit_note_invoice_idx" ON "credit_note" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_provider_idx" ON "credit_note" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_credited_within_gross" CHECK ("invoice"."credited_cents" between 0 and "invoice"."gross_cents");