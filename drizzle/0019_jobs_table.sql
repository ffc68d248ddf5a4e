-- The one job queue gets a table of its own name (decision 016): mail, the publish hook and scheduled publishes were already its kinds. A rename keeps every row, id, claim and attempt as it was.
ALTER TABLE "mail_outbox" RENAME TO "jobs";--> statement-breakpoint
ALTER SEQUENCE "mail_outbox_id_seq" RENAME TO "jobs_id_seq";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_pkey" TO "jobs_pkey";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_account_token_unique" TO "jobs_account_token_unique";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_message_id_unique" TO "jobs_message_id_unique";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_submission_kind_unique" TO "jobs_submission_kind_unique";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_inquiry_kind_unique" TO "jobs_inquiry_kind_unique";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_submission_id_contact_submissions_id_fk" TO "jobs_submission_id_contact_submissions_id_fk";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_account_token_id_admin_account_tokens_id_fk" TO "jobs_account_token_id_admin_account_tokens_id_fk";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_inquiry_id_inquiries_id_fk" TO "jobs_inquiry_id_inquiries_id_fk";--> statement-breakpoint
ALTER TABLE "jobs" RENAME CONSTRAINT "mail_outbox_about_one_thing" TO "jobs_about_one_thing";--> statement-breakpoint
ALTER INDEX "mail_outbox_due_idx" RENAME TO "jobs_due_idx";--> statement-breakpoint
ALTER INDEX "mail_outbox_recipient_key_idx" RENAME TO "jobs_recipient_key_idx";--> statement-breakpoint
ALTER INDEX "mail_outbox_confirmations_counted_idx" RENAME TO "jobs_confirmations_counted_idx";--> statement-breakpoint
-- PostgreSQL 18 names its NOT NULL constraints too (mail_outbox_kind_not_null, ...); older servers and PGlite have none to rename.
DO $$
DECLARE old_name text;
BEGIN
  FOR old_name IN SELECT conname FROM pg_constraint WHERE conrelid = '"jobs"'::regclass AND conname LIKE 'mail\_outbox\_%' LOOP
    EXECUTE format('ALTER TABLE "jobs" RENAME CONSTRAINT %I TO %I', old_name, 'jobs_' || substr(old_name, length('mail_outbox_') + 1));
  END LOOP;
END $$;
