CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("name", "version") VALUES ('catalogue', 1);
--> statement-breakpoint
-- Any change to the catalogue's tables raises the catalogue's version in the same transaction (docs/decisions/0091):
-- every API process compares it before serving a kept answer, so a writer never has to remember to invalidate.
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'catalogue';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "works_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "works" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "seasons_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "offerings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offerings" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tag_sets_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_sets" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "hero_items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hero_items" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "catalogs_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogs" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "streaming_services_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "streaming_services" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "browse_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "browse_categories" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "maturity_ratings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maturity_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tag_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_categories" FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"();
