import { defineConfig } from 'drizzle-kit';

// One migration set serves both PGlite (default) and PostgreSQL (DATABASE_URL); see server/db/client.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
