CREATE TABLE "brand_analytics_query_performance" (
	"report_id" bigint NOT NULL,
	"asin" text NOT NULL,
	"search_query" text NOT NULL,
	"search_query_score" integer NOT NULL,
	"search_query_volume" bigint NOT NULL,
	"total_impressions" bigint NOT NULL,
	"total_clicks" bigint NOT NULL,
	"total_purchases" bigint NOT NULL,
	"asin_impression_share" double precision NOT NULL,
	"asin_click_share" double precision NOT NULL,
	"asin_purchase_share" double precision NOT NULL,
	CONSTRAINT "brand_analytics_query_performance_pk" PRIMARY KEY("report_id","asin","search_query")
);
--> statement-breakpoint
CREATE TABLE "brand_analytics_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"report_type" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"asins" text DEFAULT '' NOT NULL,
	"row_count" integer NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_analytics_reports_period_unique" UNIQUE("user_id","marketplace","report_type","period","period_start","asins")
);
--> statement-breakpoint
CREATE TABLE "brand_analytics_search_terms" (
	"report_id" bigint NOT NULL,
	"department_name" text NOT NULL,
	"search_term" text NOT NULL,
	"search_frequency_rank" integer NOT NULL,
	"click_share_rank" integer NOT NULL,
	"clicked_asin" text NOT NULL,
	"click_share" double precision NOT NULL,
	"conversion_share" double precision NOT NULL,
	CONSTRAINT "brand_analytics_search_terms_pk" PRIMARY KEY("report_id","department_name","search_term","click_share_rank")
);
--> statement-breakpoint
CREATE TABLE "brand_analytics_status" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_analytics_query_performance" ADD CONSTRAINT "brand_analytics_query_performance_report_id_brand_analytics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."brand_analytics_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_analytics_reports" ADD CONSTRAINT "brand_analytics_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_analytics_search_terms" ADD CONSTRAINT "brand_analytics_search_terms_report_id_brand_analytics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."brand_analytics_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_analytics_status" ADD CONSTRAINT "brand_analytics_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_analytics_query_performance_query_idx" ON "brand_analytics_query_performance" USING btree ("search_query","report_id");--> statement-breakpoint
CREATE INDEX "brand_analytics_search_terms_term_idx" ON "brand_analytics_search_terms" USING btree ("search_term","report_id");