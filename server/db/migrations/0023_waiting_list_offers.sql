ALTER TABLE "bookings" ADD COLUMN "waiting_position" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_offer_expires_idx" ON "bookings" USING btree ("offer_expires_at") WHERE "bookings"."offer_expires_at" is not null;--> statement-breakpoint
-- Issue 23.5: the waiting list in order — each service's WAITING_LIST bookings numbered by
-- registration, as they were served until now.
UPDATE "bookings" b SET "waiting_position" = q."position"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "event_id" ORDER BY "registration_date", "id") AS "position"
  FROM "bookings" WHERE "booking_status" = 'WAITING_LIST'
) q
WHERE b."id" = q."id";--> statement-breakpoint
-- The offer is now this family's alone until its deadline (a date and time): the protective
-- template says so, unless the office has reworded it.
UPDATE "email_templates" SET "body" = '<p>{{salutation}},</p><p>a place has become free in <strong>{{eventName}}</strong>, where {{participantGivenName}} is on the waiting list. It is held for you until {{offerDeadline}}: accept or decline it in the portal. If you do not answer by then, it is offered to the next child on the list.</p><p><a href="{{offerLink}}">Answer the offer</a></p><p>Kind regards<br>The office</p>'
WHERE "name" = 'Waiting-list offer' AND "language" = 'EN' AND "body" LIKE '%the first family to take it gets it.%';--> statement-breakpoint
UPDATE "email_templates" SET "body" = '<p>{{salutation}},</p><p>in <strong>{{eventName}}</strong>, wo {{participantGivenName}} auf der Warteliste steht, ist ein Platz frei geworden. Wir halten ihn bis zum {{offerDeadline}} für Sie frei: Nehmen Sie ihn im Portal an oder lehnen Sie ihn ab. Ohne Antwort bis dahin bieten wir ihn dem nächsten Kind auf der Liste an.</p><p><a href="{{offerLink}}">Das Angebot beantworten</a></p><p>Viele Grüße<br>Ihr Büro</p>'
WHERE "name" = 'Waiting-list offer' AND "language" = 'DE' AND "body" LIKE '%die erste Familie, die ihn annimmt, erhält ihn.%';
