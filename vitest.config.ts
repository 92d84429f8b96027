import { defineConfig } from 'vitest/config';

// Unit tests run in Node by default; a test that needs a DOM opts in with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // One migrated PGlite dumped once; every test context's database starts from it.
    globalSetup: ['server/test/pglite-setup.ts'],
    // Vitest leaves a core free by default; the suite is CPU-bound in PGlite, so it uses them all.
    maxWorkers: '100%',
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
