-- The office lists on the large seed (issues 16 and 18's bench).
-- 1. bookings.participant_given_name / participant_family_name: the child's names kept with each
--    booking, so the service dialog's participants tab reads a page by given name from one index
--    (bookings_event_given_name_idx, below) instead of joining a busy service's 3,700 bookings to
--    their children and persons and sorting them. Kept by triggers: the booking's insert or change
--    of participant reads the names; a person's rename and a participant's change of person
--    rewrite the bookings of that child.
ALTER TABLE "bookings" ADD COLUMN "participant_given_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "participant_family_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "bookings" b SET "participant_given_name" = p."given_name", "participant_family_name" = p."family_name"
  FROM "participants" pa JOIN "persons" p ON p."id" = pa."person_id"
  WHERE pa."id" = b."participant_id";--> statement-breakpoint
CREATE FUNCTION "booking_participant_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."given_name", p."family_name"
    INTO NEW."participant_given_name", NEW."participant_family_name"
    FROM "participants" pa JOIN "persons" p ON p."id" = pa."person_id"
    WHERE pa."id" = NEW."participant_id";
  -- An unknown participant: the foreign key refuses the row after this trigger; the names must
  -- not fail first (not null) with another error.
  IF NOT FOUND THEN
    NEW."participant_given_name" := '';
    NEW."participant_family_name" := '';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The names themselves are in the list: a write of them is read back from the person instead.
CREATE TRIGGER "bookings_participant_names" BEFORE INSERT OR UPDATE OF "participant_id", "participant_given_name", "participant_family_name"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "booking_participant_names"();
--> statement-breakpoint
CREATE FUNCTION "person_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting participant_id to itself runs the bookings' trigger, which reads the new names.
  UPDATE "bookings" SET "participant_id" = "participant_id"
    WHERE "participant_id" IN (SELECT pa."id" FROM "participants" pa WHERE pa."person_id" = NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "persons_renamed" AFTER UPDATE OF "given_name", "family_name" ON "persons"
  FOR EACH ROW WHEN (OLD."given_name" IS DISTINCT FROM NEW."given_name" OR OLD."family_name" IS DISTINCT FROM NEW."family_name")
  EXECUTE FUNCTION "person_renamed"();
--> statement-breakpoint
CREATE FUNCTION "participant_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" SET "participant_id" = "participant_id" WHERE "participant_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "participants_person_changed" AFTER UPDATE OF "person_id" ON "participants"
  FOR EACH ROW WHEN (OLD."person_id" IS DISTINCT FROM NEW."person_id")
  EXECUTE FUNCTION "participant_person_changed"();
--> statement-breakpoint
-- 2. The booking list filtered by service in its default order (registration date descending,
--    then id): a page is the index's next 25 entries, the total a count of the index alone.
CREATE INDEX "bookings_event_registration_idx" ON "bookings" USING btree ("event_id","registration_date" DESC NULLS FIRST,"id");--> statement-breakpoint
-- 3. The participants tab: a service's bookings holding the child by given name and id, then the
--    other columns the tab shows (an index-only scan).
CREATE INDEX "bookings_event_given_name_idx" ON "bookings" USING btree ("event_id","participant_given_name","id","participant_family_name","participant_id","registration_date","booking_status") WHERE "bookings"."booking_status" not in ('CANCELED', 'CANCELED_IMMEDIATELY');
