import { defineConfig } from 'vitest/config';

// Unit tests run in Node by default; a test that needs a DOM opts in with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
