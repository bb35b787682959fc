-- The office lists on the large seed (issue 17's bench).
-- 1. Trigram indexes for the searches (ILIKE '%…%' on names, e-mail, membership id). PGlite runs
--    CREATE EXTENSION only when pg_trgm was handed to PGlite.create (server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_membership_id_trgm_idx" ON "customers" USING gin ("membership_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_name_trgm_idx" ON "persons" USING gin (("given_name" || ' ' || "family_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_email_trgm_idx" ON "persons" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- 2. participants.is_customer_person: the participant is its customer's own person (a parent's
--    record for parent activities), which the children list leaves out. Kept here, so the list's
--    total counts one index instead of joining every child to its customer: on a participant's
--    write (its customer or person) and on a customer's change of person.
ALTER TABLE "participants" ADD COLUMN "is_customer_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "participant_is_customer_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."is_customer_person" := coalesce(
    (SELECT c."person_id" = NEW."person_id" FROM "customers" c WHERE c."id" = NEW."customer_id"),
    false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "participants_is_customer_person" BEFORE INSERT OR UPDATE OF "customer_id", "person_id", "is_customer_person"
  ON "participants" FOR EACH ROW EXECUTE FUNCTION "participant_is_customer_person"();
--> statement-breakpoint
CREATE FUNCTION "customer_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting customer_id to itself runs the participants' trigger, which reads the new person.
  UPDATE "participants" SET "customer_id" = "customer_id" WHERE "customer_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_person_changed" AFTER UPDATE OF "person_id" ON "customers"
  FOR EACH ROW WHEN (OLD."person_id" IS DISTINCT FROM NEW."person_id")
  EXECUTE FUNCTION "customer_person_changed"();
--> statement-breakpoint
UPDATE "participants" p SET "is_customer_person" = true FROM "customers" c
  WHERE c."id" = p."customer_id" AND c."person_id" = p."person_id";--> statement-breakpoint
CREATE INDEX "participants_children_idx" ON "participants" USING btree ("id") WHERE not "participants"."is_customer_person";
