ALTER TABLE "catalog_imports" ADD COLUMN "phase" text DEFAULT 'reading' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_searches" ADD COLUMN "search_volume_is_lower_bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_searches" ADD COLUMN "estimated_sales_is_lower_bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing history. A keyword row's stored analysis says whether its demand sums badge figures.
UPDATE "keyword_searches" SET "search_volume_is_lower_bound" = true
WHERE coalesce(("results"->'seed'->>'demandIsLowerBound')::boolean, ("results"->'keywords'->0->>'demandIsLowerBound')::boolean, false);--> statement-breakpoint
-- A product row's best result was a badge figure when the catalog still has that listing on the same badge figure.
UPDATE "product_searches" s SET "estimated_sales_is_lower_bound" = true
FROM "catalog_products" p
WHERE p."marketplace" = s."marketplace" AND p."asin" = s."top_asin" AND p."est_units_method" = 'badge' AND p."est_monthly_units" = s."estimated_sales";
