CREATE TYPE "public"."sepa_sequence_type" AS ENUM('FRST', 'RCUR', 'OOFF');--> statement-breakpoint
CREATE TABLE "direct_debit_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_debit_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"mandate_id" text NOT NULL,
	"purpose" text NOT NULL,
	"sequence_type" "sepa_sequence_type" NOT NULL,
	"collection_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_collections_end_to_end_id_unique" UNIQUE("end_to_end_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbox_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_debit_collections" ADD CONSTRAINT "direct_debit_collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_debit_collections_mandate_idx" ON "direct_debit_collections" USING btree ("mandate_id","collection_date");--> statement-breakpoint
CREATE INDEX "direct_debit_collections_customer_idx" ON "direct_debit_collections" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "email_outbox_attachments_outbox_idx" ON "email_outbox_attachments" USING btree ("outbox_id");