CREATE TABLE "fee_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"vat_registered" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"established_in" text,
	"cost_assumption" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "package_stats" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "package_source" text;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "item_length_mm" real;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "item_width_mm" real;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "item_height_mm" real;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "item_weight_g" real;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Packages stored before their source was kept: the row's source is where they came from.
UPDATE "catalog_products" SET "package_source" = "source" WHERE "package_length_mm" IS NOT NULL AND "package_source" IS NULL;
