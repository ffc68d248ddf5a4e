-- The newsletter's subscriptions (decision 038): one row per mailbox, its confirmation mail a job about it, and the shared key that signs its unsubscribe links.
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mailbox" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_how" text,
	"unsubscribed_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_status_known" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_about_one_thing";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "newsletter_subscriber_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_mailbox_idx" ON "newsletter_subscribers" USING btree ("mailbox");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_newsletter_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("newsletter_subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_newsletter_subscriber_idx" ON "jobs" USING btree ("newsletter_subscriber_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_about_one_thing" CHECK (case when "jobs"."kind" in ('publish-hook', 'scheduled-publish') then "jobs"."submission_id" is null and "jobs"."account_token_id" is null and "jobs"."inquiry_id" is null and "jobs"."newsletter_subscriber_id" is null and "jobs"."payload" is not null else num_nonnulls("jobs"."submission_id", "jobs"."account_token_id", "jobs"."inquiry_id", "jobs"."newsletter_subscriber_id") = 1 end);