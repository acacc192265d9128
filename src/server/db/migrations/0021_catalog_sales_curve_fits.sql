CREATE TABLE "sales_curve_fits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"marketplace" text NOT NULL,
	"department_id" integer NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	"pairs" integer NOT NULL,
	"badge_pairs" integer NOT NULL,
	"seller_pairs" integer NOT NULL,
	"products" integer NOT NULL,
	"rank_min" integer,
	"rank_max" integer,
	"curve" jsonb,
	"reason" text,
	"literature_median_ape" real,
	"literature_p80_ape" real,
	"pairs_signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "sales_curve" jsonb;--> statement-breakpoint
ALTER TABLE "sales_curve_fits" ADD CONSTRAINT "sales_curve_fits_department_id_catalog_categories_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_curve_fits_department_time_idx" ON "sales_curve_fits" USING btree ("department_id","fitted_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "catalog_categories" DROP COLUMN "sales_curve_a";--> statement-breakpoint
ALTER TABLE "catalog_categories" DROP COLUMN "sales_curve_b";--> statement-breakpoint
ALTER TABLE "catalog_categories" DROP COLUMN "sales_curve_n";