CREATE TABLE "catalog_keyword_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" bigint NOT NULL,
	"marketplace" text,
	"lexemes" text[],
	"listing_changed" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_stats" (
	"marketplace" text NOT NULL,
	"keyword" text NOT NULL,
	"lexemes" text[] NOT NULL,
	"snapshot" text NOT NULL,
	"match_count" integer NOT NULL,
	"summed_units" bigint NOT NULL,
	"unknown_sales" integer NOT NULL,
	"demand_is_lower_bound" boolean NOT NULL,
	"origin_source" text,
	"origin_at" timestamp with time zone,
	"leaders" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "keyword_stats_marketplace_keyword_pk" PRIMARY KEY("marketplace","keyword")
);
--> statement-breakpoint
CREATE INDEX "catalog_keyword_changes_txid_idx" ON "catalog_keyword_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "keyword_stats_used_idx" ON "keyword_stats" USING btree ("used_at");