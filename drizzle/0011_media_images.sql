CREATE TABLE "media_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"original_name" text NOT NULL,
	"alt_text" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"image_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_length" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_images_content_hash_idx" ON "media_images" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "media_variants_image_format_width_idx" ON "media_variants" USING btree ("image_id","format","width");