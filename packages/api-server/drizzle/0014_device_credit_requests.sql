CREATE TABLE "device_credit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"purchased_on" date NOT NULL,
	"order_number" text,
	"description" text,
	"receipt_name" text NOT NULL,
	"receipt_type" text NOT NULL,
	"receipt" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credit_amount" integer,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_credit_requests" ADD CONSTRAINT "device_credit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_credit_requests" ADD CONSTRAINT "device_credit_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_credit_requests_one_per_user_idx" ON "device_credit_requests" USING btree ("user_id") WHERE "device_credit_requests"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "device_credit_requests_status_idx" ON "device_credit_requests" USING btree ("status","created_at");