CREATE TABLE "app_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_reviews_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "app_reviews_rating_range" CHECK ("app_reviews"."rating" between 1 and 5),
	CONSTRAINT "app_reviews_comment_length" CHECK (char_length("app_reviews"."comment") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "app_reviews" ADD CONSTRAINT "app_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_reviews_created_at_idx" ON "app_reviews" USING btree ("created_at");