ALTER TABLE "audit_events" ADD COLUMN "summary_key" text;--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_summary_key_unique" UNIQUE("summary_key");