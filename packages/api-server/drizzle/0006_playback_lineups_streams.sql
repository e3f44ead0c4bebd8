CREATE TABLE "lineups" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"tag_set_id" integer NOT NULL,
	"refmap" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_watcheds" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"event" text NOT NULL,
	"location" real NOT NULL,
	"time" real NOT NULL,
	"app" text NOT NULL,
	"os" text,
	"os_version" text,
	"browser" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"tag_set_id" integer,
	"media_path" text NOT NULL,
	"runtime" real NOT NULL,
	"replacing_id" integer,
	"prompt_feedback" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"last_location" real DEFAULT 0 NOT NULL,
	"active_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_tag_set_id_tag_sets_id_fk" FOREIGN KEY ("tag_set_id") REFERENCES "public"."tag_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_watcheds" ADD CONSTRAINT "stream_watcheds_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lineups_profile_tag_set_idx" ON "lineups" USING btree ("profile_id","tag_set_id");--> statement-breakpoint
CREATE INDEX "stream_watcheds_stream_idx" ON "stream_watcheds" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "streams_user_active_idx" ON "streams" USING btree ("user_id","active_until");--> statement-breakpoint
CREATE INDEX "streams_profile_work_idx" ON "streams" USING btree ("profile_id","work_id");