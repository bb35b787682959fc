DROP INDEX "bookings_event_status_idx";--> statement-breakpoint
CREATE INDEX "bookings_event_status_dates_idx" ON "bookings" USING btree ("event_id","booking_status","start_date","end_date","id");