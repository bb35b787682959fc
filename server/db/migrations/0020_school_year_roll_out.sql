ALTER TABLE "participant_classes" ADD COLUMN "rolled_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "continues_next_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rolled_out_from_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_rolled_out_from_id_events_id_fk" FOREIGN KEY ("rolled_out_from_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_rolled_out_from_idx" ON "events" USING btree ("rolled_out_from_id");