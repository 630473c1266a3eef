CREATE TABLE "file_removal" (
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "file_removal_kind_stored_name_pk" PRIMARY KEY("kind","stored_name")
);
--> statement-breakpoint
CREATE INDEX "file_removal_due_idx" ON "file_removal" USING btree ("next_attempt_at");--> statement-breakpoint
-- Every delete of a row that points at a stored file queues the file's removal in the same
-- transaction, cascades included (an erased account's templates and photos, a deleted listing's
-- portfolio); an image's resized copies (its `variants`) are queued with it. TRUNCATE (a backup
-- restore) fires no row trigger: the restored rows keep their files.
CREATE FUNCTION "queue_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_removal" ("kind", "stored_name") VALUES (TG_ARGV[0], OLD."stored_name")
    ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "queue_image_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_removal" ("kind", "stored_name") VALUES (TG_ARGV[0], OLD."stored_name")
    ON CONFLICT DO NOTHING;
  INSERT INTO "file_removal" ("kind", "stored_name")
    SELECT TG_ARGV[0], copy->>'storedName'
    FROM jsonb_array_elements(COALESCE(OLD."variants"->'files', '[]'::jsonb)) AS copy
    ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "template_file_removal" AFTER DELETE ON "template"
  FOR EACH ROW EXECUTE FUNCTION "queue_file_removal"('templates');
--> statement-breakpoint
CREATE TRIGGER "portfolio_item_file_removal" AFTER DELETE ON "portfolio_item"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_removal"('portfolio');
--> statement-breakpoint
CREATE TRIGGER "project_photo_file_removal" AFTER DELETE ON "project_photo"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_removal"('project-photos');
