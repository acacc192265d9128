DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
DROP TABLE "rate_limit_buckets" CASCADE;--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
