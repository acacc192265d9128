CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"parent_id" integer,
	"depth" smallint DEFAULT 0 NOT NULL,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"top_median_reviews" integer,
	"top_average_rating" real,
	"competition_score" smallint,
	"stats_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalog_product_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"currency" text NOT NULL,
	"price_cents" integer,
	"list_price_cents" integer,
	"best_sellers_rank" integer,
	"in_stock" boolean,
	"stock_quantity" integer,
	"rating" real,
	"review_count" integer,
	"bought_last_month" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"title" text NOT NULL,
	"brand" text,
	"category_id" integer,
	"department_id" integer,
	"image_url" text,
	"product_url" text,
	"currency" text NOT NULL,
	"price_cents" integer,
	"list_price_cents" integer,
	"rating" real,
	"review_count" integer,
	"bought_last_month" integer,
	"best_sellers_rank" integer,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"observed_at" timestamp with time zone NOT NULL,
	"est_monthly_units" integer,
	"est_units_method" text,
	"competition_score" smallint,
	"opportunity_score" smallint,
	"metrics_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(scout_text_config(marketplace), scout_unaccent(coalesce(title, '') || ' ' || coalesce(brand, '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_parent_id_catalog_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_snapshots" ADD CONSTRAINT "catalog_product_snapshots_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_department_id_catalog_categories_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_categories_marketplace_path_idx" ON "catalog_categories" USING btree ("marketplace","path");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_snapshots_product_source_time_idx" ON "catalog_product_snapshots" USING btree ("product_id","source","observed_at");--> statement-breakpoint
CREATE INDEX "catalog_snapshots_product_time_idx" ON "catalog_product_snapshots" USING btree ("product_id","observed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_marketplace_asin_idx" ON "catalog_products" USING btree ("marketplace","asin");--> statement-breakpoint
CREATE INDEX "catalog_products_search_idx" ON "catalog_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalog_products_opportunity_idx" ON "catalog_products" USING btree ("marketplace","opportunity_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "catalog_products_department_opportunity_idx" ON "catalog_products" USING btree ("marketplace","department_id","opportunity_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "catalog_products_price_idx" ON "catalog_products" USING btree ("marketplace","price_cents");--> statement-breakpoint
CREATE INDEX "catalog_products_units_idx" ON "catalog_products" USING btree ("marketplace","est_monthly_units");--> statement-breakpoint
CREATE INDEX "catalog_products_category_idx" ON "catalog_products" USING btree ("category_id");