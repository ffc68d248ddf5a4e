ALTER TABLE "contact_submissions" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
-- Existing applications: opened at their first recorded view; one whose status was changed was opened
-- even if its view entry is gone; the rest stay unread.
UPDATE "contact_submissions" AS "cs" SET "opened_at" = COALESCE(
  (SELECT min("ae"."at") FROM "audit_events" AS "ae"
    WHERE "ae"."action" = 'application.view' AND "ae"."subject" = 'application:' || "cs"."id"),
  CASE WHEN "cs"."status" <> 'new' THEN COALESCE("cs"."status_changed_at", "cs"."created_at") END
);
