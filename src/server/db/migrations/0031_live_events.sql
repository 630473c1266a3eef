CREATE TABLE "live_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"quote_request_id" integer,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_event_created_idx" ON "live_event" USING btree ("created_at");--> statement-breakpoint
-- Every change a signed-in page shows live is recorded here by a trigger, in the transaction that
-- makes it, and announced on the `luxpro_live_events` channel with the event's id: PostgreSQL
-- delivers the NOTIFY only when that transaction commits (never for one rolled back), to every
-- instance listening (ADR 058). The first argument is the event's kind; `recipient` marks a
-- notification, whose only reader is its account.
CREATE FUNCTION "live_event_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  -- A restore puts rows back; it changes nothing for anyone, and its transaction says so.
  IF current_setting('luxpro.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[1] = 'recipient' THEN
    INSERT INTO "live_event" ("kind", "user_id") VALUES (TG_ARGV[0], NEW."user_id")
      RETURNING "id" INTO event_id;
  ELSIF TG_TABLE_NAME = 'quote_request' THEN
    INSERT INTO "live_event" ("kind", "quote_request_id") VALUES (TG_ARGV[0], NEW."id")
      RETURNING "id" INTO event_id;
  ELSE
    INSERT INTO "live_event" ("kind", "quote_request_id") VALUES (TG_ARGV[0], NEW."quote_request_id")
      RETURNING "id" INTO event_id;
  END IF;
  PERFORM pg_notify('luxpro_live_events', event_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quote_request_live_lead" AFTER INSERT ON "quote_request"
  FOR EACH ROW EXECUTE FUNCTION "live_event_record"('lead');
--> statement-breakpoint
CREATE TRIGGER "quote_request_live_change" AFTER UPDATE ON "quote_request"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."viewed_at" IS DISTINCT FROM NEW."viewed_at"
    OR OLD."first_response_at" IS DISTINCT FROM NEW."first_response_at")
  EXECUTE FUNCTION "live_event_record"('request');
--> statement-breakpoint
CREATE TRIGGER "quote_live_change" AFTER INSERT OR UPDATE ON "quote"
  FOR EACH ROW EXECUTE FUNCTION "live_event_record"('quote');
--> statement-breakpoint
CREATE TRIGGER "quote_message_live_change" AFTER INSERT OR UPDATE ON "quote_message"
  FOR EACH ROW EXECUTE FUNCTION "live_event_record"('message');
--> statement-breakpoint
CREATE TRIGGER "notification_live_change" AFTER INSERT OR UPDATE ON "notification"
  FOR EACH ROW EXECUTE FUNCTION "live_event_record"('notification', 'recipient');
