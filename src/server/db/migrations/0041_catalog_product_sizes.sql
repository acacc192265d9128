CREATE TABLE "catalog_product_sizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"length_cm" real NOT NULL,
	"width_cm" real NOT NULL,
	"height_cm" real NOT NULL,
	"weight_g" real,
	"label" text NOT NULL,
	"source" text DEFAULT 'browser' NOT NULL,
	"source_ref" text,
	"private_to" text,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_product_sizes" ADD CONSTRAINT "catalog_product_sizes_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_sizes" ADD CONSTRAINT "catalog_product_sizes_private_to_users_id_fk" FOREIGN KEY ("private_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_product_sizes_shared_idx" ON "catalog_product_sizes" USING btree ("product_id","kind") WHERE private_to is null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_product_sizes_private_idx" ON "catalog_product_sizes" USING btree ("product_id","kind","private_to") WHERE private_to is not null;--> statement-breakpoint
CREATE INDEX "catalog_product_sizes_private_to_idx" ON "catalog_product_sizes" USING btree ("private_to");