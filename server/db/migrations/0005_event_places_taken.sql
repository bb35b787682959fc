CREATE TABLE "event_places_taken" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_places_taken" ADD CONSTRAINT "event_places_taken_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The places taken per service, kept by the bookings' writes (one statement trigger per kind of
-- write, each adding the statement's net change per service). The statuses are CAPACITY_STATUSES
-- of shared/model/booking.ts.
CREATE FUNCTION "count_event_places_taken"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_places_taken" AS t ("event_id", "taken")
      SELECT "event_id", count(*) FROM new_rows
      WHERE "booking_status" IN ('ACCEPTED', 'PENDING')
      GROUP BY "event_id" ORDER BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE SET "taken" = t."taken" + excluded."taken";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "event_places_taken" AS t SET "taken" = t."taken" - gone.n
      FROM (SELECT "event_id", count(*) AS n FROM old_rows
        WHERE "booking_status" IN ('ACCEPTED', 'PENDING') GROUP BY "event_id") gone
      WHERE t."event_id" = gone."event_id";
  ELSE
    INSERT INTO "event_places_taken" AS t ("event_id", "taken")
      SELECT "event_id", sum(n) FROM (
        SELECT "event_id", 1 AS n FROM new_rows WHERE "booking_status" IN ('ACCEPTED', 'PENDING')
        UNION ALL
        SELECT "event_id", -1 AS n FROM old_rows WHERE "booking_status" IN ('ACCEPTED', 'PENDING')
      ) change
      GROUP BY "event_id" HAVING sum(n) <> 0 ORDER BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE SET "taken" = t."taken" + excluded."taken";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_places_taken_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_event_places_taken"();
--> statement-breakpoint
CREATE TRIGGER "bookings_places_taken_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_event_places_taken"();
--> statement-breakpoint
CREATE TRIGGER "bookings_places_taken_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_event_places_taken"();
--> statement-breakpoint
INSERT INTO "event_places_taken" ("event_id", "taken")
  SELECT "event_id", count(*) FROM "bookings" WHERE "booking_status" IN ('ACCEPTED', 'PENDING')
  GROUP BY "event_id";
