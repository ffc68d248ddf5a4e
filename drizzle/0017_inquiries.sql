CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"topic" text NOT NULL,
	"budget" text,
	"wished_start" text,
	"description" text NOT NULL,
	"link" text,
	"team_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone NOT NULL,
	"first_answered_at" timestamp with time zone,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inquiry_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"body_hash" text NOT NULL,
	"inquiry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_one_thing";--> statement-breakpoint
DROP INDEX "mail_outbox_confirmations_counted_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_idempotency_keys" ADD CONSTRAINT "inquiry_idempotency_keys_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_email_lower_idx" ON "inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "inquiries_unanswered_due_idx" ON "inquiries" USING btree ("answer_due_at") WHERE "inquiries"."first_answered_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_idempotency_keys_created_at_idx" ON "inquiry_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_id_idx" ON "inquiry_notes" USING btree ("inquiry_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_confirmations_counted_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."kind" in ('applicant-confirmation', 'inquiry-client-confirmation') and "mail_outbox"."status" <> 'skipped';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_inquiry_kind_unique" UNIQUE("inquiry_id","kind");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_one_thing" CHECK (case when "mail_outbox"."kind" in ('publish-hook', 'scheduled-publish') then "mail_outbox"."submission_id" is null and "mail_outbox"."account_token_id" is null and "mail_outbox"."inquiry_id" is null and "mail_outbox"."payload" is not null else num_nonnulls("mail_outbox"."submission_id", "mail_outbox"."account_token_id", "mail_outbox"."inquiry_id") = 1 end);