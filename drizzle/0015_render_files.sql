-- Renders were one row holding every changed file (issue 32: it grew with every publish, past what the
-- embedded database's socket takes). They are caches of what a server can render again: the old ones go.
DELETE FROM "site_renders";--> statement-breakpoint
CREATE TABLE "site_render_files" (
	"build_id" text NOT NULL,
	"hash" text NOT NULL,
	"body" "bytea" NOT NULL,
	"br" "bytea",
	"gzip" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_render_files_build_id_hash_pk" PRIMARY KEY("build_id","hash")
);
--> statement-breakpoint
ALTER TABLE "site_renders" RENAME COLUMN "files" TO "manifest";