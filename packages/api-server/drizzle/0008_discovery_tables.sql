CREATE TABLE "hidden_works" (
	"profile_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_works_profile_id_work_id_pk" PRIMARY KEY("profile_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"profile_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_profile_id_work_id_pk" PRIMARY KEY("profile_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "title_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" text,
	"title" text,
	"year" integer,
	"external_url" text,
	"service" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"profile_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_profile_id_work_id_pk" PRIMARY KEY("profile_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "work_requests" (
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_requests_user_id_work_id_pk" PRIMARY KEY("user_id","work_id")
);
--> statement-breakpoint
DROP INDEX "works_type_popularity_idx";--> statement-breakpoint
ALTER TABLE "hidden_works" ADD CONSTRAINT "hidden_works_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_works" ADD CONSTRAINT "hidden_works_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_requests" ADD CONSTRAINT "title_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_requests_user_idx" ON "title_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "watchlist_items_profile_created_idx" ON "watchlist_items" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "work_requests_work_idx" ON "work_requests" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "works_type_year_desc_idx" ON "works" USING btree ("type","year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_type_title_idx" ON "works" USING btree ("type","sort_title","id");--> statement-breakpoint
CREATE INDEX "works_type_tmdb_idx" ON "works" USING btree ("type","tmdb_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_sort_title_trgm_idx" ON "works" USING gin ("sort_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_subtitle_trgm_idx" ON "works" USING gin (lower("subtitle") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "works_type_popularity_idx" ON "works" USING btree ("type","popularity" DESC NULLS LAST,"id");