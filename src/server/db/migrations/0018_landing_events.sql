CREATE TABLE "landing_event" (
	"visitor_id" uuid NOT NULL,
	"version" text NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_event_visitor_id_version_event_pk" PRIMARY KEY("visitor_id","version","event")
);
--> statement-breakpoint
CREATE INDEX "landing_event_at_idx" ON "landing_event" USING btree ("at");