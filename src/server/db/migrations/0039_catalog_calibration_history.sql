CREATE TABLE "sales_calibration_crawls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"department_id" integer NOT NULL,
	"browse_node_id" bigint,
	"state" text DEFAULT 'crawling' NOT NULL,
	"band" integer DEFAULT 0 NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"tokens_spent" integer DEFAULT 0 NOT NULL,
	"queries" integer DEFAULT 0 NOT NULL,
	"products_fetched" integer DEFAULT 0 NOT NULL,
	"last_error_code" text,
	"last_error_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"calibrated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "observation_source" text;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "sales_pairs_sample" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "browse_node_id" bigint;--> statement-breakpoint
ALTER TABLE "catalog_product_snapshots" ADD COLUMN "rank_department_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "sourcing_flags" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_calibration_crawls" ADD CONSTRAINT "sales_calibration_crawls_department_id_catalog_categories_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_calibration_crawls_department_idx" ON "sales_calibration_crawls" USING btree ("marketplace","department_id");--> statement-breakpoint
ALTER TABLE "catalog_product_snapshots" ADD CONSTRAINT "catalog_product_snapshots_rank_department_id_catalog_categories_id_fk" FOREIGN KEY ("rank_department_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;