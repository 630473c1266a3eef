CREATE TABLE "support_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"topic" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"sender_user_id" text,
	"target_type" text,
	"target_id" integer,
	"assignee_user_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_by_user_id" text;--> statement-breakpoint
ALTER TABLE "support_entry" ADD CONSTRAINT "support_entry_ticket_id_support_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_entry" ADD CONSTRAINT "support_entry_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_entry_ticket_idx" ON "support_entry" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_ticket_status_idx" ON "support_ticket" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "support_ticket_target_idx" ON "support_ticket" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_hidden_by_user_id_user_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;