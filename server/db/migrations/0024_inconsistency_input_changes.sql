CREATE TABLE "inconsistency_input_changes" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "inconsistency_input_changes" ("stripe") SELECT generate_series(0, 7);
--> statement-breakpoint
-- Raised once per transaction that changed a table the inconsistency rules read, at its commit:
-- the triggers below are deferred, so they run after every lock the transaction takes for its own
-- work and waiting for a stripe can never close a deadlock; the connection picks the stripe, so
-- two connections committing at once rarely wait for each other. The transaction-local flag
-- leaves every call after the first one with nothing to do.
CREATE FUNCTION "raise_inconsistency_inputs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kitebook.inconsistency_inputs_raised', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kitebook.inconsistency_inputs_raised', 'on', true);
    UPDATE "inconsistency_input_changes" SET "changes" = "changes" + 1
      WHERE "stripe" = pg_backend_pid() % 8;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_recurrences_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "event_recurrences"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_grades_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "event_grades"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locations_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accepted_location_collisions_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "accepted_location_collisions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_recurrences_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "booking_recurrences"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "participant_classes_inconsistency_inputs" AFTER INSERT OR UPDATE OR DELETE ON "participant_classes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_inconsistency_inputs"();
