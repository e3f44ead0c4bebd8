CREATE TABLE "dev_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "billing_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"description" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"discount_code" text,
	"total" integer NOT NULL,
	"credit_applied" integer NOT NULL,
	"amount_paid" integer NOT NULL,
	"amount_remaining" integer NOT NULL,
	"attempt_count" integer NOT NULL,
	"next_payment_attempt" timestamp with time zone,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"type" text NOT NULL,
	"invoice_id" text,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sequence" serial NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"billing_reason" text NOT NULL,
	"status" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"discount_code" text,
	"total" integer NOT NULL,
	"credit_applied" integer DEFAULT 0 NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_payment_attempt" timestamp with time zone,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"latest_intent_id" text,
	"payment_method_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "duration_in_months" integer;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD COLUMN "latest_invoice_id" text;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_subscriptions" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sandbox_charges" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "payment_sandbox_intents" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "payment_sandbox_subscriptions" ADD COLUMN "billing_cycle_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sandbox_subscriptions" ADD COLUMN "latest_invoice_id" text;--> statement-breakpoint
ALTER TABLE "payment_sandbox_subscriptions" ADD COLUMN "trial_will_end_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sandbox_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_events_provider_event_idx" ON "billing_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "billing_events_unprocessed_idx" ON "billing_events" USING btree ("received_at") WHERE "billing_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "billing_notices_unsent_idx" ON "billing_notices" USING btree ("created_at") WHERE "billing_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "billing_notices_user_idx" ON "billing_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","invoiced_at");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_sandbox_balance_transactions_customer_idx" ON "payment_sandbox_balance_transactions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_sandbox_events_undelivered_idx" ON "payment_sandbox_events" USING btree ("sequence") WHERE "payment_sandbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_invoices_period_idx" ON "payment_sandbox_invoices" USING btree ("subscription_id","period_start") WHERE "payment_sandbox_invoices"."billing_reason" = 'subscription_cycle';--> statement-breakpoint
CREATE INDEX "payment_sandbox_invoices_retry_idx" ON "payment_sandbox_invoices" USING btree ("next_payment_attempt") WHERE "payment_sandbox_invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_sandbox_subscriptions_due_idx" ON "payment_sandbox_subscriptions" USING btree ("current_period_end") WHERE "payment_sandbox_subscriptions"."status" in ('active', 'trialing', 'past_due');--> statement-breakpoint
-- Existing sandbox subscriptions are anchored where their current period began (as Stripe's billing_cycle_anchor).
UPDATE "payment_sandbox_subscriptions" SET "billing_cycle_anchor" = "current_period_start" WHERE "billing_cycle_anchor" IS NULL;--> statement-breakpoint
-- The seeded promos' coupon durations, as their messages say (a coupon without one lasts forever, as Stripe's).
UPDATE "promos" SET "duration" = 'repeating', "duration_in_months" = 3 WHERE "code" = 'babycomeback';--> statement-breakpoint
UPDATE "promos" SET "duration" = 'forever' WHERE "code" IN ('frugal', 'movieguide', 'noble') AND "duration" IS NULL;
