-- Versions are bumped at the commit, once per table the transaction wrote, in the order of the
-- tables' names (issue 36). Bumping a table's row in table_versions locks it until the commit; bumped
-- at each writing statement, in whatever order a transaction wrote its tables, two transactions that
-- wrote the same tables in different orders waited on each other's rows: on PostgreSQL with two API
-- processes a checkout (registrations, place_holds, then payments) and a settled charge (payments,
-- registrations, then place_holds) ended in "deadlock detected" (a 500) dozens of times in the opening
-- rush of bench:rush, and every transaction that wrote a table waited for every other one that had
-- written it to commit. Now the statement trigger only notes the table in the transaction's setting
-- league.written_tables (reverted with a rolled-back savepoint, like the write itself) and, at the
-- transaction's first write, adds its row to table_version_flushes, whose deferred trigger runs at the
-- commit: it bumps (and announces on the channel table_versions, as migration 0007 did) each noted
-- table in name order, so the bumps' locks are taken last, in one order, and held for the commit
-- only. Readers see the bump with the data, as before (server/db/table-versions.ts).
CREATE OR REPLACE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := coalesce(current_setting('league.written_tables', true), '');
BEGIN
  IF written = '' THEN
    INSERT INTO "table_version_flushes" DEFAULT VALUES;
    written := ',';
  END IF;
  IF strpos(written, ',' || TG_TABLE_NAME || ',') = 0 THEN
    PERFORM set_config('league.written_tables', written || TG_TABLE_NAME || ',', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "flush_table_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := coalesce(current_setting('league.written_tables', true), '');
  written_table text;
BEGIN
  PERFORM set_config('league.written_tables', '', true);
  DELETE FROM "table_version_flushes" WHERE "transaction_id" = NEW."transaction_id";
  FOR written_table IN
    SELECT t FROM unnest(string_to_array(written, ',')) AS t WHERE t <> '' ORDER BY t COLLATE "C"
  LOOP
    INSERT INTO "table_versions" ("table_name", "version") VALUES (written_table, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "table_versions"."version" + 1;
    PERFORM pg_notify('table_versions', written_table);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "flush_table_versions" AFTER INSERT ON "table_version_flushes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "flush_table_versions"();
