-- The rest of the tables the public pages are built from (what scripts/snapshot.ts reads through the
-- API) bump table_versions like those of migration 0006, so a write to any of them marks the built
-- site stale (server/site/). OR REPLACE: another branch may add the same trigger for a kept answer.
CREATE OR REPLACE TRIGGER "sponsors_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "social_feeds_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "social_feeds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "gallery_items_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "referee_metrics_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "referee_metrics" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "referee_highlights_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "referee_highlights" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "referee_faqs_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "referee_faqs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "events_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "store_products_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
