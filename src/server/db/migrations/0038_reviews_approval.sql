ALTER TABLE "app_reviews" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Reviews written before REVIEWS_APPROVAL existed were public: they count as approved.
UPDATE "app_reviews" SET "approved_at" = "updated_at";
