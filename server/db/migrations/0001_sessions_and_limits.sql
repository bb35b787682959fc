CREATE TYPE "public"."session_kind" AS ENUM('PORTAL', 'WIDGET');--> statement-breakpoint
CREATE TABLE "attempt_counters" (
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attempt_counters_purpose_subject_address_pk" PRIMARY KEY("purpose","subject","address")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "session_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "failed_sign_ins" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): locking a user ends every session of theirs
-- at once, whichever code locks, so unlocking later does not bring old tokens back.
CREATE FUNCTION "end_sessions_of_locked_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "sessions" SET "ended_at" = now() WHERE "user_id" = NEW."id" AND "ended_at" IS NULL;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_lock_ends_sessions" AFTER UPDATE OF "locked" ON "users"
	FOR EACH ROW WHEN (NEW."locked" AND NOT OLD."locked")
	EXECUTE FUNCTION "end_sessions_of_locked_user"();
