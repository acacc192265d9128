CREATE TABLE "catalog_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"marketplace" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"bytes_total" bigint DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "keyword_favourites" (
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_favourites_user_id_marketplace_keyword_pk" PRIMARY KEY("user_id","marketplace","keyword")
);
--> statement-breakpoint
CREATE TABLE "keyword_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marketplace" text NOT NULL,
	"kind" text NOT NULL,
	"keyword" text NOT NULL,
	"category" text,
	"search_volume" integer,
	"competition_level" text,
	"difficulty_score" smallint,
	"result_count" integer NOT NULL,
	"results" jsonb
);
--> statement-breakpoint
CREATE TABLE "product_favourites" (
	"user_id" text NOT NULL,
	"product_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marketplace" text NOT NULL,
	"keyword" text,
	"category" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"top_asin" text,
	"product_name" text,
	"price_cents" integer,
	"currency" text,
	"estimated_sales" integer,
	"opportunity_score" smallint
);
--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "sales_curve_a" real;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "sales_curve_b" real;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "sales_curve_n" integer;--> statement-breakpoint
ALTER TABLE "keyword_favourites" ADD CONSTRAINT "keyword_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_searches" ADD CONSTRAINT "keyword_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_searches" ADD CONSTRAINT "product_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_imports_created_idx" ON "catalog_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "keyword_searches_user_time_idx" ON "keyword_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_searches_user_time_idx" ON "product_searches" USING btree ("user_id","created_at" DESC NULLS LAST);