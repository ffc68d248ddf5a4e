-- Site searches that found nothing (decision 040): counted per day and cleaned query, no person.
CREATE TABLE "search_misses" (
	"day" text NOT NULL,
	"query" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query"),
	CONSTRAINT "search_misses_query_length" CHECK (char_length("search_misses"."query") between 1 and 120)
);
