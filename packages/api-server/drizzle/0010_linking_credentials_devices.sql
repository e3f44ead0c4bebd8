CREATE TABLE "catalog_offer_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"offering_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"external_id" text,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_credential_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"key_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"key_version" integer NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"auth_tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_device_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_code_digest" text NOT NULL,
	"user_code" text NOT NULL,
	"code_kind" text NOT NULL,
	"type" text NOT NULL,
	"device_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"tv_device_id" integer,
	"interval_s" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_polled_at" timestamp with time zone,
	CONSTRAINT "tv_device_authorizations_device_code_digest_unique" UNIQUE("device_code_digest")
);
--> statement-breakpoint
CREATE TABLE "tv_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"device_name" text NOT NULL,
	"type" text NOT NULL,
	"token_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_devices_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "catalog_offer_reports" ADD CONSTRAINT "catalog_offer_reports_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_offer_reports" ADD CONSTRAINT "catalog_offer_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credential_keys" ADD CONSTRAINT "service_credential_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credentials" ADD CONSTRAINT "service_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credentials" ADD CONSTRAINT "service_credentials_service_id_streaming_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."streaming_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_device_authorizations" ADD CONSTRAINT "tv_device_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_device_authorizations" ADD CONSTRAINT "tv_device_authorizations_tv_device_id_tv_devices_id_fk" FOREIGN KEY ("tv_device_id") REFERENCES "public"."tv_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_devices" ADD CONSTRAINT "tv_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_offer_reports_offer_user_idx" ON "catalog_offer_reports" USING btree ("offering_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_credentials_user_service_idx" ON "service_credentials" USING btree ("user_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_device_authorizations_pending_code_idx" ON "tv_device_authorizations" USING btree ("user_code") WHERE "tv_device_authorizations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tv_device_authorizations_expires_idx" ON "tv_device_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_devices_user_name_idx" ON "tv_devices" USING btree ("user_id",lower("name"));