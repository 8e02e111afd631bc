// ESLint for every workspace (issue 8 house habits): TypeScript's recommended rules, React's hook rules for
// the web, and no debugging leftovers. Formatting is Prettier's business, not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'web/src/gql/**', 'tests/test-results/**', 'platform/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      'no-debugger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // tests read loosely typed replies on purpose (each asserts the fields it cares about)
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // plain JavaScript run by Node (scripts, worker entries, configs): Node's globals
    files: ['**/*.{mjs,js}', 'scripts/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
  { files: ['scripts/**/*.{mjs,ts}'], rules: { 'no-console': 'off' } },
);
