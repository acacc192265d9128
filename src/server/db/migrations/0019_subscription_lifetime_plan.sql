ALTER TABLE "subscriptions" ADD COLUMN "lifetime_plan" text;--> statement-breakpoint
UPDATE "subscriptions" SET "lifetime_plan" = "plan" WHERE "lifetime" = true;
