-- The site's insights (decision 042): hourly counts by what was counted and its value; never a row per visit or visitor.
CREATE TABLE "insights_counts" (
	"hour" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insights_counts_hour_dimension_value_pk" PRIMARY KEY("hour","dimension","value"),
	CONSTRAINT "insights_counts_count_positive" CHECK ("insights_counts"."count" > 0)
);
