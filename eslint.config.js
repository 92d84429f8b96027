import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
