CREATE TABLE "content_drafts" (
	"document_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"base_version" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_document_version_idx" ON "content_versions" USING btree ("document_id","version");