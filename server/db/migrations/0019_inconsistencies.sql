CREATE TABLE "accepted_location_collisions" (
	"event_id" integer NOT NULL,
	"other_event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accepted_location_collisions_event_id_other_event_id_pk" PRIMARY KEY("event_id","other_event_id"),
	CONSTRAINT "accepted_location_collisions_order_check" CHECK ("accepted_location_collisions"."event_id" < "accepted_location_collisions"."other_event_id")
);
--> statement-breakpoint
ALTER TABLE "accepted_location_collisions" ADD CONSTRAINT "accepted_location_collisions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_location_collisions" ADD CONSTRAINT "accepted_location_collisions_other_event_id_events_id_fk" FOREIGN KEY ("other_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accepted_location_collisions_other_idx" ON "accepted_location_collisions" USING btree ("other_event_id");