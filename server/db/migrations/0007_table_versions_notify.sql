-- The version bump also announces the table on the channel table_versions (delivered at commit, not
-- at all on rollback): the embedded database's one process follows its own writes from these
-- notifications instead of reading table_versions for every kept public answer.
CREATE OR REPLACE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT ("table_name") DO UPDATE SET "version" = "table_versions"."version" + 1;
  PERFORM pg_notify('table_versions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
