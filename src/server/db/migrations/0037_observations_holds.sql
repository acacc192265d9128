CREATE TABLE "observation_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"snapshot_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "trusted_observers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"trusted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "observation_holds" ADD CONSTRAINT "observation_holds_snapshot_id_catalog_product_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."catalog_product_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_holds" ADD CONSTRAINT "observation_holds_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_holds" ADD CONSTRAINT "observation_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_holds" ADD CONSTRAINT "observation_holds_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_observers" ADD CONSTRAINT "trusted_observers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_observers" ADD CONSTRAINT "trusted_observers_trusted_by_users_id_fk" FOREIGN KEY ("trusted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "observation_holds_snapshot_idx" ON "observation_holds" USING btree ("snapshot_id");--> statement-breakpoint
CREATE INDEX "observation_holds_open_idx" ON "observation_holds" USING btree ("reason","created_at" DESC NULLS LAST);