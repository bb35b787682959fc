CREATE TYPE "public"."basket_entry_type" AS ENUM('CUSTOMER', 'PERSON', 'USER');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('ACCEPTED', 'PENDING', 'CANCELED', 'CANCELED_IMMEDIATELY', 'WAITING_LIST', 'FINISHED');--> statement-breakpoint
CREATE TYPE "public"."business_area" AS ENUM('CHILDMINDING', 'ECA', 'HOLIDAY_CAMP', 'PARENT_ACTIVITIES', 'SCHOOL_BUS', 'SCHOOL');--> statement-breakpoint
CREATE TYPE "public"."contact_type" AS ENUM('MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS', 'BUSINESS_EMAIL', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('INVOICE', 'INVOICE_DRAFT', 'SUPERSEDED_INVOICE');--> statement-breakpoint
CREATE TYPE "public"."email_person_type" AS ENUM('USER', 'PERSON', 'CUSTOMER', 'INSTRUCTOR', 'PARTICIPANT');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('SUCCESS', 'QUIT', 'TEMPLATE_ERROR', 'AUTHENTICATION_ERROR', 'SENT_ERROR');--> statement-breakpoint
CREATE TYPE "public"."escort_type" AS ENUM('ALONE', 'GUARDIAN');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'DIVERS');--> statement-breakpoint
CREATE TYPE "public"."grade" AS ENUM('M1', 'M2', 'P1', 'P2', 'P3', 'P4', 'P5', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'Graduate');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('BG', 'DE', 'EL', 'ES', 'EN', 'FR', 'HR', 'IT', 'LV', 'NL', 'PL', 'PT', 'TR');--> statement-breakpoint
CREATE TYPE "public"."participant_person_type" AS ENUM('TRANSPORT_COORDINATOR', 'BUS_COORDINATOR', 'MODULAR_COORDINATOR', 'SCHOOL_TEACHER');--> statement-breakpoint
CREATE TYPE "public"."permission_role" AS ENUM('ADMIN', 'SYS_ADMIN', 'INSTRUCTOR', 'CUSTOMER', 'MEMBER', 'GUARDIAN', 'PARTICIPANT', 'EXT_PROVIDER', 'USER', 'ANONYMOUS');--> statement-breakpoint
CREATE TYPE "public"."relationship_type" AS ENUM('PARENT_CUSTOMER', 'PARENT_SPOUSE', 'GRANDPARENT', 'SIBLING', 'STEP_PARENT', 'AUNT_UNCLE', 'COUSIN', 'BABYSITTER', 'AU_PAIR', 'FAMILY_FRIEND', 'NEIGHBOR', 'TAXI_DRIVER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ADMIN', 'SYS_ADMIN', 'INSTRUCTOR', 'CUSTOMER', 'MEMBER', 'GUARDIAN', 'PARTICIPANT', 'EXT_PROVIDER', 'USER');--> statement-breakpoint
CREATE TYPE "public"."token_purpose" AS ENUM('CONFIRM_EMAIL', 'RESET_PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."transition_state" AS ENUM('NOT_ROLLED_OUT', 'ROLLBACK_POSSIBLE', 'ROLLBACK_ONGOING');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY');--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"provider_person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "basket_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basket_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"type" "basket_entry_type" NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_entries_owner_entity_key" UNIQUE("owner_user_id","type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"reason" text,
	"notes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_dates_check" CHECK ("absences"."from" <= "absences"."to")
);
--> statement-breakpoint
CREATE TABLE "booking_recurrences" (
	"booking_id" integer NOT NULL,
	"event_recurrence_id" integer NOT NULL,
	CONSTRAINT "booking_recurrences_booking_id_event_recurrence_id_pk" PRIMARY KEY("booking_id","event_recurrence_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"start_stop_id" integer,
	"destination_stop_id" integer,
	"escort_person_id" integer,
	"booking_status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"start_date" date,
	"end_date" date,
	"registration_date" date DEFAULT current_date NOT NULL,
	"individual_price" numeric(10, 2),
	"price" numeric(10, 2),
	"cancellation_date" date,
	"notes" text,
	"cancellation_notes" text,
	"homework_support" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_individual_price_check" CHECK ("bookings"."individual_price" is null or "bookings"."individual_price" >= 0),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."start_date" is null or "bookings"."end_date" is null or "bookings"."start_date" <= "bookings"."end_date")
);
--> statement-breakpoint
CREATE TABLE "presences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"event_recurrence_id" integer,
	"date" date NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"time" text,
	"picked_up" boolean DEFAULT false NOT NULL,
	"pick_up_time" text,
	"penalty" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presences_booking_date_key" UNIQUE("booking_id","date"),
	CONSTRAINT "presences_time_check" CHECK ("presences"."time" is null or "presences"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "presences_pick_up_time_check" CHECK ("presences"."pick_up_time" is null or "presences"."pick_up_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "configuration" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_toggles" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"spouse_person_id" integer,
	"membership_id" text,
	"has_membership" boolean DEFAULT false NOT NULL,
	"bank_name" text,
	"iban" text,
	"bic" text,
	"mandate_id" text,
	"mandate_date" date,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_person_id_unique" UNIQUE("person_id"),
	CONSTRAINT "customers_membership_id_unique" UNIQUE("membership_id"),
	CONSTRAINT "customers_mandate_id_unique" UNIQUE("mandate_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" "document_type" NOT NULL,
	"owner_person_id" integer,
	"size" integer DEFAULT 0 NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea",
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_template_types" (
	"template_id" integer NOT NULL,
	"person_type" "email_person_type" NOT NULL,
	CONSTRAINT "email_template_types_template_id_person_type_pk" PRIMARY KEY("template_id","person_type")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"language" "language" NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"style" boolean DEFAULT true NOT NULL,
	"protective" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_name_language_key" UNIQUE("name","language")
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sent_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_person_id" integer,
	"status" "email_status" NOT NULL,
	"body" text NOT NULL,
	"error_message" text,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_business_areas" (
	"instructor_id" integer NOT NULL,
	"business_area" "business_area" NOT NULL,
	CONSTRAINT "instructor_business_areas_instructor_id_business_area_pk" PRIMARY KEY("instructor_id","business_area")
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instructors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructors_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"room" text NOT NULL,
	"capacity" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_capacity_check" CHECK ("locations"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participant_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"school_year_id" integer NOT NULL,
	"grade" "grade" NOT NULL,
	"language" "language" NOT NULL,
	"postfix" text NOT NULL,
	CONSTRAINT "participant_classes_participant_year_key" UNIQUE("participant_id","school_year_id")
);
--> statement-breakpoint
CREATE TABLE "participant_persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"participant_person_type" "participant_person_type" DEFAULT 'TRANSPORT_COORDINATOR' NOT NULL,
	"relationship" "relationship_type",
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_persons_participant_person_key" UNIQUE("participant_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"person_id" integer NOT NULL,
	"escort_type" "escort_type" DEFAULT 'GUARDIAN' NOT NULL,
	"home_alone" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"contact_type" "contact_type" NOT NULL,
	"value" text NOT NULL,
	"notes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_languages" (
	"person_id" integer NOT NULL,
	"language" "language" NOT NULL,
	CONSTRAINT "person_languages_person_id_language_pk" PRIMARY KEY("person_id","language")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"title" text,
	"gender" "gender",
	"email" text,
	"birthday" date,
	"notes" text,
	"entitled_to_custody" boolean DEFAULT false NOT NULL,
	"ecb_member" boolean DEFAULT false NOT NULL,
	"health_problems" text,
	"emergency_medication" text,
	"image_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_year_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_phases_school_year_id_unique" UNIQUE("school_year_id")
);
--> statement-breakpoint
CREATE TABLE "breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "breaks_dates_check" CHECK ("breaks"."start_date" <= "breaks"."end_date")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_years" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_years_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"childminding_start_date" date,
	"trimester1_end" date,
	"trimester2_end" date,
	"trimester3_end" date,
	"transition_state" "transition_state" DEFAULT 'NOT_ROLLED_OUT' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_years_name_unique" UNIQUE("name"),
	CONSTRAINT "school_years_dates_check" CHECK ("school_years"."start_date" <= "school_years"."end_date")
);
--> statement-breakpoint
CREATE TABLE "discount_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "discount_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "event_bus_stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_bus_stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"stop_id" integer NOT NULL,
	"distance" integer,
	"total_price" numeric(10, 2),
	"member_price" numeric(10, 2),
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_bus_stops_event_stop_key" UNIQUE("event_id","stop_id"),
	CONSTRAINT "event_bus_stops_distance_check" CHECK ("event_bus_stops"."distance" is null or "event_bus_stops"."distance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_discount_models" (
	"event_id" integer NOT NULL,
	"discount_model_id" integer NOT NULL,
	CONSTRAINT "event_discount_models_event_id_discount_model_id_pk" PRIMARY KEY("event_id","discount_model_id")
);
--> statement-breakpoint
CREATE TABLE "event_event_types" (
	"event_id" integer NOT NULL,
	"event_type_id" integer NOT NULL,
	CONSTRAINT "event_event_types_event_id_event_type_id_pk" PRIMARY KEY("event_id","event_type_id")
);
--> statement-breakpoint
CREATE TABLE "event_instructors" (
	"event_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	CONSTRAINT "event_instructors_event_id_instructor_id_pk" PRIMARY KEY("event_id","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "event_read_permissions" (
	"event_id" integer NOT NULL,
	"role" "permission_role" NOT NULL,
	CONSTRAINT "event_read_permissions_event_id_role_pk" PRIMARY KEY("event_id","role")
);
--> statement-breakpoint
CREATE TABLE "event_register_permissions" (
	"event_id" integer NOT NULL,
	"role" "permission_role" NOT NULL,
	CONSTRAINT "event_register_permissions_event_id_role_pk" PRIMARY KEY("event_id","role")
);
--> statement-breakpoint
CREATE TABLE "event_reminder_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_reminder_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "event_reminder_texts_event_name_key" UNIQUE("event_id","name")
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "event_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "event_grades" (
	"event_id" integer NOT NULL,
	"grade" "grade" NOT NULL,
	CONSTRAINT "event_grades_event_id_grade_pk" PRIMARY KEY("event_id","grade")
);
--> statement-breakpoint
CREATE TABLE "event_recurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_recurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"day_of_week" "weekday" NOT NULL,
	"time" text NOT NULL,
	"end_time" text,
	CONSTRAINT "event_recurrences_time_check" CHECK ("event_recurrences"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "event_recurrences_end_time_check" CHECK ("event_recurrences"."end_time" is null or "event_recurrences"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"business_area" "business_area" NOT NULL,
	"key" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"registration_deadline" date,
	"school_year_id" integer NOT NULL,
	"maps_url" text,
	"maps_url_text" text,
	"description" text,
	"image_id" integer,
	"location_id" integer,
	"minimum_number" integer DEFAULT 0 NOT NULL,
	"maximum_number" integer,
	"language" "language",
	"inbound" boolean DEFAULT false NOT NULL,
	"notification_email" text,
	"single_price" numeric(10, 2),
	"single_reduced_price" numeric(10, 2),
	"member_price" numeric(10, 2),
	"total_price" numeric(10, 2),
	"vat" numeric(10, 2) DEFAULT 0 NOT NULL,
	"cost_administrator" numeric(10, 2),
	"cost_instructor" numeric(10, 2),
	"cost_material" numeric(10, 2),
	"canceled_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_minimum_check" CHECK ("events"."minimum_number" >= 0),
	CONSTRAINT "events_maximum_check" CHECK ("events"."maximum_number" is null or "events"."maximum_number" >= "events"."minimum_number"),
	CONSTRAINT "events_dates_check" CHECK ("events"."start_date" is null or "events"."end_date" is null or "events"."start_date" <= "events"."end_date")
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"street" text NOT NULL,
	"image_url" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stops_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "failed_sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "failed_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" "role" NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login" text NOT NULL,
	"password_hash" text,
	"locked" boolean DEFAULT false NOT NULL,
	"person_id" integer NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login"),
	CONSTRAINT "users_person_id_unique" UNIQUE("person_id"),
	CONSTRAINT "users_login_lowercase_check" CHECK ("users"."login" = lower("users"."login"))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_provider_person_id_persons_id_fk" FOREIGN KEY ("provider_person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_entries" ADD CONSTRAINT "basket_entries_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recurrences" ADD CONSTRAINT "booking_recurrences_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recurrences" ADD CONSTRAINT "booking_recurrences_event_recurrence_id_event_recurrences_id_fk" FOREIGN KEY ("event_recurrence_id") REFERENCES "public"."event_recurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_stop_id_stops_id_fk" FOREIGN KEY ("start_stop_id") REFERENCES "public"."stops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_destination_stop_id_stops_id_fk" FOREIGN KEY ("destination_stop_id") REFERENCES "public"."stops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_escort_person_id_persons_id_fk" FOREIGN KEY ("escort_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_event_recurrence_id_event_recurrences_id_fk" FOREIGN KEY ("event_recurrence_id") REFERENCES "public"."event_recurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_spouse_person_id_persons_id_fk" FOREIGN KEY ("spouse_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_person_id_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_types" ADD CONSTRAINT "email_template_types_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_recipient_person_id_persons_id_fk" FOREIGN KEY ("recipient_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_business_areas" ADD CONSTRAINT "instructor_business_areas_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_classes" ADD CONSTRAINT "participant_classes_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_classes" ADD CONSTRAINT "participant_classes_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_persons" ADD CONSTRAINT "participant_persons_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_persons" ADD CONSTRAINT "participant_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_languages" ADD CONSTRAINT "person_languages_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_phases" ADD CONSTRAINT "booking_phases_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bus_stops" ADD CONSTRAINT "event_bus_stops_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bus_stops" ADD CONSTRAINT "event_bus_stops_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_discount_models" ADD CONSTRAINT "event_discount_models_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_discount_models" ADD CONSTRAINT "event_discount_models_discount_model_id_discount_models_id_fk" FOREIGN KEY ("discount_model_id") REFERENCES "public"."discount_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_event_types" ADD CONSTRAINT "event_event_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_event_types" ADD CONSTRAINT "event_event_types_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_instructors" ADD CONSTRAINT "event_instructors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_instructors" ADD CONSTRAINT "event_instructors_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_read_permissions" ADD CONSTRAINT "event_read_permissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_register_permissions" ADD CONSTRAINT "event_register_permissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_texts" ADD CONSTRAINT "event_reminder_texts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_grades" ADD CONSTRAINT "event_grades_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recurrences" ADD CONSTRAINT "event_recurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_provider_idx" ON "api_keys" USING btree ("provider_person_id");--> statement-breakpoint
CREATE INDEX "absences_participant_from_idx" ON "absences" USING btree ("participant_id","from");--> statement-breakpoint
CREATE INDEX "booking_recurrences_recurrence_idx" ON "booking_recurrences" USING btree ("event_recurrence_id");--> statement-breakpoint
CREATE INDEX "bookings_participant_idx" ON "bookings" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "bookings_event_status_idx" ON "bookings" USING btree ("event_id","booking_status");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("booking_status");--> statement-breakpoint
CREATE INDEX "presences_date_idx" ON "presences" USING btree ("date");--> statement-breakpoint
CREATE INDEX "customers_spouse_idx" ON "customers" USING btree ("spouse_person_id");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_person_id","modified");--> statement-breakpoint
CREATE INDEX "documents_modified_idx" ON "documents" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "sent_emails_modified_idx" ON "sent_emails" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "sent_emails_recipient_person_idx" ON "sent_emails" USING btree ("recipient_person_id");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name","room");--> statement-breakpoint
CREATE INDEX "participant_classes_year_grade_idx" ON "participant_classes" USING btree ("school_year_id","grade");--> statement-breakpoint
CREATE INDEX "participant_persons_person_idx" ON "participant_persons" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "participants_customer_idx" ON "participants" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "addresses_person_idx" ON "addresses" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contacts_person_idx" ON "contacts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "persons_family_name_idx" ON "persons" USING btree ("family_name","given_name");--> statement-breakpoint
CREATE INDEX "persons_email_lower_idx" ON "persons" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "breaks_year_start_idx" ON "breaks" USING btree ("school_year_id","start_date");--> statement-breakpoint
CREATE INDEX "holidays_year_date_idx" ON "holidays" USING btree ("school_year_id","date");--> statement-breakpoint
CREATE INDEX "school_years_start_idx" ON "school_years" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "event_bus_stops_stop_idx" ON "event_bus_stops" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "event_instructors_instructor_idx" ON "event_instructors" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "event_grades_grade_idx" ON "event_grades" USING btree ("grade");--> statement-breakpoint
CREATE INDEX "event_recurrences_event_idx" ON "event_recurrences" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_year_area_idx" ON "events" USING btree ("school_year_id","business_area");--> statement-breakpoint
CREATE INDEX "events_area_idx" ON "events" USING btree ("business_area");--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "failed_sign_ins_login_at_idx" ON "failed_sign_ins" USING btree ("login","at");--> statement-breakpoint
CREATE INDEX "registrations_confirmed_idx" ON "registrations" USING btree ("confirmed","date");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");