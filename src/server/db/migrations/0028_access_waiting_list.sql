CREATE TABLE "access_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"invited_by" text,
	"code_id" uuid,
	CONSTRAINT "access_waitlist_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "access_waitlist" ADD CONSTRAINT "access_waitlist_code_id_access_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_code"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_waitlist_created_idx" ON "access_waitlist" USING btree ("created_at");