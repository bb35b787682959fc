ALTER TABLE "bookings" ADD COLUMN "cancellation_requested_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_request_notes" text;