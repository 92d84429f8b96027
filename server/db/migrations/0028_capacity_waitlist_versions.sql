-- Capacity, held places and waitlists bump table_versions like the public tables of migration 0006,
-- so the public program answers (which carry places left) are read again after every change.
-- program_capacities is a table the site is built from (VERSIONED_TABLES); place_holds and
-- waitlist_entries are not (COUNTED_TABLES), so a checkout never marks the built site stale.
CREATE OR REPLACE TRIGGER "program_capacities_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "program_capacities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "place_holds_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "place_holds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "waitlist_entries_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waitlist_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
