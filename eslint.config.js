import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

// eslint-plugin-jsx-a11y-x is the ESLint 10 build of jsx-a11y; keep the usual `jsx-a11y/` rule prefix.
const a11y = jsxA11y.configs.recommended;
const a11yRules = Object.fromEntries(
  Object.entries(a11y.rules).map(([name, level]) => [name.replace(/^jsx-a11y-x\//, 'jsx-a11y/'), level]),
);

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
