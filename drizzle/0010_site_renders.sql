CREATE TABLE "site_renders" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_version" integer NOT NULL,
	"build_id" text NOT NULL,
	"files" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_renders_build_version_idx" ON "site_renders" USING btree ("build_id","content_version");