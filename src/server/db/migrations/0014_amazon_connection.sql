CREATE TABLE "amazon_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"seller_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"email" text NOT NULL,
	"lwa_client_id" text,
	"lwa_client_secret_encrypted" text,
	"refresh_token_encrypted" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_status" text,
	"last_sync_error" text,
	"sales_synced_through" date,
	"orders_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "amazon_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amazon_connections" ADD CONSTRAINT "amazon_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_oauth_states" ADD CONSTRAINT "amazon_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;