CREATE TABLE "seller_account_traffic" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"import_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"ordered_sales_minor" bigint NOT NULL,
	"ordered_sales_b2b_minor" bigint,
	"units_ordered" integer NOT NULL,
	"units_ordered_b2b" integer,
	"total_order_items" integer NOT NULL,
	"sessions" integer NOT NULL,
	"sessions_browser" integer,
	"sessions_mobile" integer,
	"page_views" integer NOT NULL,
	"page_views_browser" integer,
	"page_views_mobile" integer,
	"buy_box_percent" real,
	CONSTRAINT "seller_account_traffic_period_unique" UNIQUE("user_id","marketplace","period_start","period_end")
);
--> statement-breakpoint
CREATE TABLE "seller_asin_traffic" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"import_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"parent_asin" text,
	"sku" text,
	"title" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"ordered_sales_minor" bigint NOT NULL,
	"ordered_sales_b2b_minor" bigint,
	"units_ordered" integer NOT NULL,
	"units_ordered_b2b" integer,
	"total_order_items" integer NOT NULL,
	"sessions" integer NOT NULL,
	"sessions_browser" integer,
	"sessions_mobile" integer,
	"page_views" integer NOT NULL,
	"page_views_browser" integer,
	"page_views_mobile" integer,
	"buy_box_percent" real,
	CONSTRAINT "seller_asin_traffic_period_unique" UNIQUE("user_id","marketplace","asin","period_start","period_end")
);
--> statement-breakpoint
CREATE TABLE "seller_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"marketplace" text NOT NULL,
	"file_name" text,
	"period_start" date,
	"period_end" date,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_inventory" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"import_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"sku" text NOT NULL,
	"asin" text NOT NULL,
	"fnsku" text,
	"product_name" text,
	"condition" text,
	"price_minor" bigint,
	"currency" text NOT NULL,
	"fulfillable" integer NOT NULL,
	"inbound_working" integer NOT NULL,
	"inbound_shipped" integer NOT NULL,
	"inbound_receiving" integer NOT NULL,
	"reserved" integer NOT NULL,
	"unfulfillable" integer NOT NULL,
	"total" integer NOT NULL,
	"source" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_inventory_sku_unique" UNIQUE("user_id","marketplace","sku")
);
--> statement-breakpoint
CREATE TABLE "seller_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"import_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"amazon_order_id" text NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"last_update_date" timestamp with time zone,
	"status" text NOT NULL,
	"fulfillment_channel" text,
	"total_minor" bigint,
	"currency" text,
	"items_shipped" integer DEFAULT 0 NOT NULL,
	"items_unshipped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_orders_order_unique" UNIQUE("user_id","amazon_order_id")
);
--> statement-breakpoint
ALTER TABLE "seller_account_traffic" ADD CONSTRAINT "seller_account_traffic_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_account_traffic" ADD CONSTRAINT "seller_account_traffic_import_id_seller_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."seller_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_asin_traffic" ADD CONSTRAINT "seller_asin_traffic_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_asin_traffic" ADD CONSTRAINT "seller_asin_traffic_import_id_seller_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."seller_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_imports" ADD CONSTRAINT "seller_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inventory" ADD CONSTRAINT "seller_inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inventory" ADD CONSTRAINT "seller_inventory_import_id_seller_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."seller_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_import_id_seller_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."seller_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_account_traffic_import_idx" ON "seller_account_traffic" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "seller_asin_traffic_user_period_idx" ON "seller_asin_traffic" USING btree ("user_id","marketplace","period_start");--> statement-breakpoint
CREATE INDEX "seller_asin_traffic_import_idx" ON "seller_asin_traffic" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "seller_imports_user_idx" ON "seller_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_inventory_user_asin_idx" ON "seller_inventory" USING btree ("user_id","asin");--> statement-breakpoint
CREATE INDEX "seller_inventory_import_idx" ON "seller_inventory" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "seller_orders_user_date_idx" ON "seller_orders" USING btree ("user_id","purchase_date");--> statement-breakpoint
CREATE INDEX "seller_orders_import_idx" ON "seller_orders" USING btree ("import_id");