CREATE TABLE "provider_business_areas" (
	"person_id" integer NOT NULL,
	"business_area" "business_area" NOT NULL,
	CONSTRAINT "provider_business_areas_person_id_business_area_pk" PRIMARY KEY("person_id","business_area")
);
--> statement-breakpoint
CREATE TABLE "sso_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "revoked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "provider_business_areas" ADD CONSTRAINT "provider_business_areas_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;