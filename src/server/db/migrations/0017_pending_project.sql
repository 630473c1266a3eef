CREATE TABLE "pending_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_ids" jsonb NOT NULL,
	"project" jsonb NOT NULL,
	"estimate" jsonb,
	"chat_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_project_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "pending_project" ADD CONSTRAINT "pending_project_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;