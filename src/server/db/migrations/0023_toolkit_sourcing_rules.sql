CREATE TABLE "sourcing_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"disabled_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gated_brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "reported_listing_count" integer;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "top_brand" text;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "top_brand_share" real;--> statement-breakpoint
ALTER TABLE "opportunity_scans" ADD COLUMN "sourcing" jsonb;--> statement-breakpoint
ALTER TABLE "opportunity_scans" ADD COLUMN "excluded" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_preferences" ADD CONSTRAINT "sourcing_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;