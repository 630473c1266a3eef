CREATE TABLE "access_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"hint" text NOT NULL,
	"access_level" text NOT NULL,
	"features" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_code_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "access_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"code_id" uuid NOT NULL,
	"access_level" text NOT NULL,
	"features" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_session_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "access_session" ADD CONSTRAINT "access_session_code_id_access_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_created_idx" ON "access_code" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_code_email_idx" ON "access_code" USING btree ("email");--> statement-breakpoint
CREATE INDEX "access_session_code_idx" ON "access_session" USING btree ("code_id");