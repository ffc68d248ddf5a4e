CREATE TABLE "application_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"body_hash" text NOT NULL,
	"submission_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "application_idempotency_keys" ADD CONSTRAINT "application_idempotency_keys_submission_id_contact_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_idempotency_keys_created_at_idx" ON "application_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP COLUMN "idempotency_key";