CREATE TABLE "deleted_account_payments" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"former_user_id" text NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"plan" text NOT NULL,
	"mode" text NOT NULL,
	"billing_period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_session_id" text,
	"provider_customer_id" text,
	"paid_at" timestamp with time zone,
	"account_deleted_at" timestamp with time zone NOT NULL
);
