DROP INDEX "catalog_products_opportunity_idx";--> statement-breakpoint
DROP INDEX "catalog_products_department_opportunity_idx";--> statement-breakpoint
DROP INDEX "catalog_products_price_idx";--> statement-breakpoint
DROP INDEX "catalog_products_units_idx";--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_products_score_sort_idx" ON "catalog_products" USING btree ("marketplace","opportunity_score","id");--> statement-breakpoint
CREATE INDEX "catalog_products_department_score_sort_idx" ON "catalog_products" USING btree ("marketplace","department_id","opportunity_score","id");--> statement-breakpoint
CREATE INDEX "catalog_products_price_sort_idx" ON "catalog_products" USING btree ("marketplace","price_cents","id");--> statement-breakpoint
CREATE INDEX "catalog_products_units_sort_idx" ON "catalog_products" USING btree ("marketplace","est_monthly_units","id");--> statement-breakpoint
CREATE INDEX "catalog_products_revenue_sort_idx" ON "catalog_products" USING btree ("marketplace",("est_monthly_units"::bigint * "price_cents"),"id");--> statement-breakpoint
CREATE INDEX "catalog_products_rating_sort_idx" ON "catalog_products" USING btree ("marketplace","rating","id");--> statement-breakpoint
CREATE INDEX "catalog_products_reviews_sort_idx" ON "catalog_products" USING btree ("marketplace","review_count","id");