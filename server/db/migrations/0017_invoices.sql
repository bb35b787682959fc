CREATE TABLE "customer_discount_models" (
	"customer_id" integer NOT NULL,
	"discount_model_id" integer NOT NULL,
	CONSTRAINT "customer_discount_models_customer_id_discount_model_id_pk" PRIMARY KEY("customer_id","discount_model_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"booking_id" integer,
	"participant_name" text NOT NULL,
	"service_name" text NOT NULL,
	"label_key" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"base_cents" integer NOT NULL,
	"discount_name" text,
	"discount_percent" numeric(5, 2),
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"vat_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"business_area" "business_area" NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"number" text,
	"issued_on" date,
	"collection_date" date,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"language" "language" NOT NULL,
	"corrects_document_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_month_check" CHECK ("invoices"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "discount_models" ADD COLUMN "rule" text DEFAULT 'GRANTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_discount_models" ADD CONSTRAINT "customer_discount_models_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_discount_models" ADD CONSTRAINT "customer_discount_models_discount_model_id_discount_models_id_fk" FOREIGN KEY ("discount_model_id") REFERENCES "public"."discount_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_document_id_invoices_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoices"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_document_id_documents_id_fk" FOREIGN KEY ("corrects_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_document_idx" ON "invoice_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_current_key" ON "invoices" USING btree ("customer_id","year","month","business_area") WHERE "invoices"."current";--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("year","month","business_area");--> statement-breakpoint
-- Databases made before: the sibling discount applies by itself (server/services/invoice/README.md).
UPDATE "discount_models" SET "rule" = 'SIBLING' WHERE "name" = 'Sibling discount';
