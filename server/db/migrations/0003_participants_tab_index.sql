-- The participants tab and the service list's counts read a service's bookings from this index alone
-- (participant and registration date added to the room count's columns).
DROP INDEX "bookings_event_status_dates_idx";--> statement-breakpoint
CREATE INDEX "bookings_event_status_dates_idx" ON "bookings" USING btree ("event_id","booking_status","start_date","end_date","id","participant_id","registration_date");