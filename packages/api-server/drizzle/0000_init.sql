CREATE TABLE "auth_tokens" (
	"digest" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "avatar_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"ordering" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"slug" text NOT NULL,
	"color" text NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "avatars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "browse_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_key" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"display_order" integer NOT NULL,
	"representative_external_id" text,
	"offering_type" text NOT NULL,
	CONSTRAINT "catalogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"slug" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"ordering" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"work_id" integer NOT NULL,
	"ordering" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_tokens" (
	"digest" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maturity_ratings" (
	"id" integer PRIMARY KEY NOT NULL,
	"rating" text NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "maturity_ratings_rating_unique" UNIQUE("rating")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" integer,
	"max_format" text,
	"tag_set_id" integer,
	"external_url" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"link" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"digest" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar_id" integer,
	"is_primary" boolean DEFAULT false NOT NULL,
	"account_access" boolean DEFAULT false NOT NULL,
	"global_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selected_catalogs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"code" text PRIMARY KEY NOT NULL,
	"deal_message" text,
	"use_message" text,
	"trial_period_days" integer DEFAULT 0 NOT NULL,
	"coupon" jsonb,
	"price" integer,
	"duration" text,
	"messaging" text,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "required_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"id_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passcode_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"season_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"works_target" integer NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	"media_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharing_program" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text NOT NULL,
	"rewards_title" text NOT NULL,
	"rewards_help_text" text NOT NULL,
	"ends_at" timestamp with time zone,
	"ends_rewards_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streaming_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"log_in_link" text NOT NULL,
	"display_order_linking" integer NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "streaming_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"billing_frequency" text NOT NULL,
	"tier_level" integer NOT NULL,
	"title" text NOT NULL,
	"title_display" text NOT NULL,
	"highlight_text" text,
	"requires_billing_info" boolean NOT NULL,
	"stripe_price_lookup_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status_v2" text NOT NULL,
	"is_renewing" boolean NOT NULL,
	"source" text DEFAULT 'other' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"promo_code" text,
	"last_payment_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"display_title" text NOT NULL,
	"ordering" real NOT NULL,
	"default_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"tags_count" integer NOT NULL,
	"generator_seed" integer,
	"duration" integer
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_set_id" integer NOT NULL,
	"ref_id" text NOT NULL,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"spoiler" boolean DEFAULT false NOT NULL,
	"start_approx" real NOT NULL,
	"end_approx" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_beta_user" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"has_onboarded" boolean DEFAULT false NOT NULL,
	"rupi" text,
	"ir_click_id" text,
	"signup_promo_code" text,
	"referral_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sort_title" text NOT NULL,
	"subtitle" text,
	"type" text NOT NULL,
	"year" integer,
	"rating" text NOT NULL,
	"maturity_id" integer,
	"duration" integer,
	"description" text NOT NULL,
	"tmdb_score" real,
	"popularity" integer DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"show_id" integer,
	"season_id" integer,
	"season_number" integer,
	"episode_number" integer,
	"trailer" text,
	"subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags_count" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_watchable" boolean DEFAULT false NOT NULL,
	"media_path" text,
	"credits" real,
	"teaser_end" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_group_id_avatar_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."avatar_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_service_id_streaming_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."streaming_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_items" ADD CONSTRAINT "hero_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_service_id_streaming_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."streaming_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_tag_set_id_tag_sets_id_fk" FOREIGN KEY ("tag_set_id") REFERENCES "public"."tag_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_filters" ADD CONSTRAINT "required_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_show_id_works_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sets" ADD CONSTRAINT "tag_sets_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tag_set_id_tag_sets_id_fk" FOREIGN KEY ("tag_set_id") REFERENCES "public"."tag_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_maturity_id_maturity_ratings_id_fk" FOREIGN KEY ("maturity_id") REFERENCES "public"."maturity_ratings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("purpose","email");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "offerings_work_idx" ON "offerings" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "offerings_catalog_work_idx" ON "offerings" USING btree ("catalog_id","work_id");--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_show_number_idx" ON "seasons" USING btree ("show_id","season_number");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tag_sets_work_idx" ON "tag_sets" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_set_ref_idx" ON "tags" USING btree ("tag_set_id","ref_id");--> statement-breakpoint
CREATE INDEX "works_popularity_idx" ON "works" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_year_desc_idx" ON "works" USING btree ("year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_year_idx" ON "works" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "works_title_idx" ON "works" USING btree ("sort_title","id");--> statement-breakpoint
CREATE INDEX "works_tmdb_idx" ON "works" USING btree ("tmdb_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_tags_count_idx" ON "works" USING btree ("tags_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_type_popularity_idx" ON "works" USING btree ("type","popularity");--> statement-breakpoint
CREATE INDEX "works_show_idx" ON "works" USING btree ("show_id","season_number","episode_number");--> statement-breakpoint
CREATE INDEX "works_categories_idx" ON "works" USING gin ("categories");