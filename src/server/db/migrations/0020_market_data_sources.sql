CREATE TABLE "market_source_status" (
	"source" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_detail" text
);
--> statement-breakpoint
CREATE TABLE "market_source_usage" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_source_usage_day_source_user_id_pk" PRIMARY KEY("day","source","user_id")
);
--> statement-breakpoint
CREATE TABLE "search_query_performance_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"report_period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"search_query" text NOT NULL,
	"search_query_score" integer,
	"search_query_volume" integer,
	"total_impressions" integer,
	"asin_impressions" integer,
	"total_clicks" integer,
	"asin_clicks" integer,
	"total_cart_adds" integer,
	"asin_cart_adds" integer,
	"total_purchases" integer,
	"asin_purchases" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_report_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"report_period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"department_name" text NOT NULL,
	"search_term" text NOT NULL,
	"search_frequency_rank" integer NOT NULL,
	"clicked_asin" text NOT NULL,
	"click_share_rank" integer NOT NULL,
	"click_share" real NOT NULL,
	"conversion_share" real NOT NULL,
	"fetched_by" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"learnt_rate" double precision,
	"learnt_burst" double precision,
	"pending" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_product_snapshots" ADD COLUMN "offer_count" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "offer_count" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "package_length_mm" real;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "package_width_mm" real;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "package_height_mm" real;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "package_weight_g" real;--> statement-breakpoint
ALTER TABLE "search_query_performance_rows" ADD CONSTRAINT "search_query_performance_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_report_rows" ADD CONSTRAINT "search_term_report_rows_fetched_by_users_id_fk" FOREIGN KEY ("fetched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_query_performance_rows_key_idx" ON "search_query_performance_rows" USING btree ("user_id","marketplace","asin","report_period","period_start","search_query");--> statement-breakpoint
CREATE INDEX "search_query_performance_rows_query_idx" ON "search_query_performance_rows" USING btree ("marketplace",lower("search_query"));--> statement-breakpoint
CREATE UNIQUE INDEX "search_term_report_rows_key_idx" ON "search_term_report_rows" USING btree ("marketplace","report_period","period_start","department_name","search_term","click_share_rank");--> statement-breakpoint
CREATE INDEX "search_term_report_rows_term_idx" ON "search_term_report_rows" USING btree ("marketplace",lower("search_term"));