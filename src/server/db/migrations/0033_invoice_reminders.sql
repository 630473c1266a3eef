CREATE TABLE "invoice_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"step" integer NOT NULL,
	"sent_on" date NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_hold" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"hidden_by_user_id" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_reminder" ADD CONSTRAINT "invoice_reminder_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_hold" ADD CONSTRAINT "listing_hold_provider_id_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_hold" ADD CONSTRAINT "listing_hold_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_hold" ADD CONSTRAINT "listing_hold_hidden_by_user_id_user_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminder_invoice_step_key" ON "invoice_reminder" USING btree ("invoice_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_hold_invoice_key" ON "listing_hold" USING btree ("invoice_id");