CREATE TABLE "market_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"marketplace" text NOT NULL,
	"subject" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"requested_by" text,
	"source" text,
	"stored" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"pages" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"waiting_until" timestamp with time zone,
	"stopped_by" text,
	"stopped_scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_requests" ADD CONSTRAINT "market_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_requests_active_idx" ON "market_requests" USING btree ("kind","marketplace","subject") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "market_requests_subject_idx" ON "market_requests" USING btree ("kind","marketplace","subject","finished_at");