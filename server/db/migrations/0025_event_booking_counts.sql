CREATE TABLE "event_booking_counts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_booking_counts" ADD CONSTRAINT "event_booking_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The bookings per service, in all and PENDING, kept by the bookings' writes as
-- event_places_taken is (migration 0005): one statement trigger per kind of write, each adding
-- the statement's net change per service, in the services' order so that two writers lock the
-- counts' rows in one order.
CREATE FUNCTION "count_event_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_booking_counts" AS t ("event_id", "total", "pending")
      SELECT "event_id", count(*), count(*) FILTER (WHERE "booking_status" = 'PENDING')
      FROM new_rows GROUP BY "event_id" ORDER BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE
        SET "total" = t."total" + excluded."total", "pending" = t."pending" + excluded."pending";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "event_booking_counts" AS t
      SET "total" = t."total" - gone.total, "pending" = t."pending" - gone.pending
      FROM (SELECT "event_id", count(*) AS total,
                   count(*) FILTER (WHERE "booking_status" = 'PENDING') AS pending
              FROM old_rows GROUP BY "event_id") gone
      WHERE t."event_id" = gone."event_id";
  ELSE
    INSERT INTO "event_booking_counts" AS t ("event_id", "total", "pending")
      SELECT "event_id", sum(total), sum(pending) FROM (
        SELECT "event_id", 1 AS total, ("booking_status" = 'PENDING')::int AS pending FROM new_rows
        UNION ALL
        SELECT "event_id", -1, -("booking_status" = 'PENDING')::int FROM old_rows
      ) change
      GROUP BY "event_id" HAVING sum(total) <> 0 OR sum(pending) <> 0 ORDER BY "event_id"
      ON CONFLICT ("event_id") DO UPDATE
        SET "total" = t."total" + excluded."total", "pending" = t."pending" + excluded."pending";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_counts_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_event_bookings"();
--> statement-breakpoint
CREATE TRIGGER "bookings_counts_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_event_bookings"();
--> statement-breakpoint
CREATE TRIGGER "bookings_counts_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_event_bookings"();
--> statement-breakpoint
INSERT INTO "event_booking_counts" ("event_id", "total", "pending")
  SELECT "event_id", count(*), count(*) FILTER (WHERE "booking_status" = 'PENDING')
  FROM "bookings" GROUP BY "event_id";
