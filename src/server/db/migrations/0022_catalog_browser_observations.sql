CREATE TABLE "keyword_rank_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"keyword" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"page" smallint NOT NULL,
	"organic_position" integer,
	"sponsored_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "catalog_snapshots_product_source_time_idx";--> statement-breakpoint
ALTER TABLE "catalog_product_snapshots" ADD COLUMN "private_to" text;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_rank_observations" ADD CONSTRAINT "keyword_rank_observations_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_rank_observations" ADD CONSTRAINT "keyword_rank_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_ranks_product_keyword_time_idx" ON "keyword_rank_observations" USING btree ("product_id","keyword","observed_at");--> statement-breakpoint
ALTER TABLE "catalog_product_snapshots" ADD CONSTRAINT "catalog_product_snapshots_private_to_users_id_fk" FOREIGN KEY ("private_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_snapshots_private_time_idx" ON "catalog_product_snapshots" USING btree ("product_id","private_to","observed_at") WHERE private_to is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_snapshots_product_source_time_idx" ON "catalog_product_snapshots" USING btree ("product_id","source","observed_at") WHERE private_to is null;