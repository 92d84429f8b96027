CREATE TABLE "table_version_flushes" (
	"transaction_id" bigint PRIMARY KEY DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL
);
