import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// eslint-plugin-jsx-a11y-x is the ESLint 10 build of jsx-a11y; keep the usual `jsx-a11y/` rule prefix.
const a11y = jsxA11y.configs.recommended;
const a11yRules = Object.fromEntries(
  Object.entries(a11y.rules).map(([name, level]) => [name.replace(/^jsx-a11y-x\//, 'jsx-a11y/'), level]),
);

/**
 * Import patterns that leave a feature for another: `depth` is how far the file sits below its
 * feature's folder (1 for src/features/<a>/file.ts), so that many `../` reach src/features/.
 */
function featureBoundary(depth) {
  const up = '\\.\\./'.repeat(depth);
  return [
    {
      regex: `^${up}(?!\\.\\./)[^/]+`,
      message:
        'Features do not import each other: share through src/components, src/lib, src/stores or src/domain.',
    },
    {
      regex: '(^|/)features/',
      message:
        'Features do not import each other: share through src/components, src/lib, src/stores or src/domain.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      '.data/',
      '.outbox/',
      '.lighthouseci/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'server/db/migrations/',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: a11y.languageOptions,
    rules: a11yRules,
  },
  {
    // CommonJS config files (Lighthouse CI reads only CommonJS or JSON).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Features never import each other (ARCHITECTURE.md): they share through components/, lib/,
    // stores/ and domain/. From src/features/<a>/… a path that climbs to src/features/ and enters
    // another folder, or names features/ outright, is refused.
    files: ['src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureBoundary(1) }] },
  },
  {
    files: ['src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureBoundary(2) }] },
  },
  {
    files: ['src/features/*/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureBoundary(3) }] },
  },
  {
    // No import cycles in src/ and server/ (ARCHITECTURE.md: imports go one way). Type-only imports
    // are erased at build time and left out, as the rule does.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    // Modules only: the scripts inside .astro files (linted as virtual files) are the pages' and
    // components' own, and some components still load a feature's script (src/components/home).
    ignores: ['**/*.astro/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // One lint run never sees a file change: resolve and parse each module once, not every 30 s.
      'import-x/cache': { lifetime: '∞' },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/components',
              from: './src/features',
              message:
                'Components are shared by features and never import one: move the piece to src/components.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test is imported by nothing, so it is never part of a cycle: the search for one (the costly
    // part of the rule) skips them.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.astro/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Server code never reaches into the seed (demo data), and services never import a route
    // module: routes call services, not the other way round. The seed itself, the start-up that
    // runs it (server/index.ts), the test harness and tests are the exceptions.
    files: ['server/**/*.ts'],
    ignores: ['server/seed/**', 'server/index.ts', 'server/test/**', '**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './server/seed',
              message:
                'Server code does not import the seed: move what both need to a service or src/domain.',
            },
            {
              target: ['./server/!(routes|app.ts)/**', './server/!(routes|app.ts)'],
              from: './server/routes',
              message: 'Services do not import routes: move what both need into the service.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
