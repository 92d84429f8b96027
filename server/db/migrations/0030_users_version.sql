-- Every write to users bumps its row in table_versions (and names it on the channel), like the tables
-- of migrations 0006 and 0028, so each API process may remember signed-in accounts between requests
-- and read one again as soon as any process changed any account (server/auth/accounts.ts). Users are
-- written rarely (sign-up, password reset, e-mail confirmation, acknowledgements), never on sign-in.
CREATE OR REPLACE TRIGGER "users_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
