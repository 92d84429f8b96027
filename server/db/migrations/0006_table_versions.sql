CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every write to a table behind a kept public answer bumps its version in the same transaction.
CREATE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT ("table_name") DO UPDATE SET "version" = "table_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "locations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "programs_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "programs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "divisions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "divisions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "program_locations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program_locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "seasons_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "standings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "standings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "games_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "season_news_items_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_news_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "season_details_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE TRIGGER "press_articles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "press_articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
