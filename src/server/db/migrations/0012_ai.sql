CREATE TABLE "ai_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"feature" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"question" text,
	"content" text NOT NULL,
	"facts" jsonb NOT NULL,
	"language" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_translations" (
	"text_hash" text NOT NULL,
	"target_language" text NOT NULL,
	"translated_text" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_translations_text_hash_target_language_pk" PRIMARY KEY("text_hash","target_language")
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_documents" ADD CONSTRAINT "ai_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_user_time_idx" ON "ai_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_documents_user_kind_time_idx" ON "ai_documents" USING btree ("user_id","kind","created_at");