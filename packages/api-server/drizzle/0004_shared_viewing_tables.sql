CREATE TABLE "catalog_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"is_authorized" boolean DEFAULT false NOT NULL,
	"verified_to" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"current" real DEFAULT 0 NOT NULL,
	"run_time" real NOT NULL,
	"is_reached_credits" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_accesses" ADD CONSTRAINT "catalog_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_accesses" ADD CONSTRAINT "catalog_accesses_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_accesses_user_catalog_idx" ON "catalog_accesses" USING btree ("user_id","catalog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_locations_profile_work_idx" ON "work_locations" USING btree ("profile_id","work_id");--> statement-breakpoint
CREATE INDEX "work_locations_work_idx" ON "work_locations" USING btree ("work_id");