-- Access tokens carry their session (the refresh family, claim `sid`) and every signed-in request
-- checks that it has not ended (server/auth/accounts.ts). Ending one (a logout, a password change or
-- reset, a reused refresh token) is an UPDATE of refresh_families, and it bumps the table's row in
-- table_versions like the tables of migrations 0006 and 0030, so each API process may remember live
-- sessions between requests and reads one again as soon as any process ended any session. A sign-in's
-- INSERT bumps nothing: a new family changes no session any process remembers (SESSION_TABLES in
-- server/db/schema/versions.ts).
CREATE OR REPLACE TRIGGER "refresh_families_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "refresh_families" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
