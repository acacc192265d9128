CREATE TABLE "keyword_vocabulary" (
	"marketplace" text PRIMARY KEY NOT NULL,
	"snapshot" text NOT NULL,
	"word_count" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
