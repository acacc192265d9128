CREATE TABLE "product_costs" (
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"currency" text NOT NULL,
	"unit_cost_minor" integer NOT NULL,
	"fees_per_unit_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_costs_user_id_marketplace_asin_pk" PRIMARY KEY("user_id","marketplace","asin"),
	CONSTRAINT "product_costs_non_negative" CHECK ("product_costs"."unit_cost_minor" >= 0 and "product_costs"."fees_per_unit_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_costs" ADD CONSTRAINT "product_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;