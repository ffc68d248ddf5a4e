-- The newsletter's sends (decision 039): one row per article sent, one per subscriber's copy, and the batch and test jobs the jobs table now holds.
CREATE TABLE "newsletter_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"batch" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claim" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_send_subscriber_unique" UNIQUE("send_id","subscriber_id"),
	CONSTRAINT "newsletter_deliveries_status_known" CHECK ("newsletter_deliveries"."status" in ('queued', 'sending', 'sent', 'bounced', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_path" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_url" text,
	"cover_alt" text DEFAULT '' NOT NULL,
	"recipients" integer NOT NULL,
	"batch_size" integer NOT NULL,
	"batch_ms" integer NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sends_article_unique" UNIQUE("article_path")
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_about_one_thing";--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_batch_idx" ON "newsletter_deliveries" USING btree ("send_id","batch");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_about_one_thing" CHECK (case when "jobs"."kind" in ('publish-hook', 'scheduled-publish', 'newsletter-batch', 'newsletter-test') then "jobs"."submission_id" is null and "jobs"."account_token_id" is null and "jobs"."inquiry_id" is null and "jobs"."newsletter_subscriber_id" is null and "jobs"."payload" is not null else num_nonnulls("jobs"."submission_id", "jobs"."account_token_id", "jobs"."inquiry_id", "jobs"."newsletter_subscriber_id") = 1 end);