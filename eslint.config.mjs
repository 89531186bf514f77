// Lint for the site, the generator, the tests and the library: the recommended rules of ESLint
// and typescript-eslint, plus React's hook rules for the site's components.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-algolia/**',
      'build-stock/**',
      '.docusaurus/**',
      '.docusaurus-*/**',
      '.cache/**',
      'node_modules/**',
      'library-src/*/dist/**',
      'library-src/*/node_modules/**',
      'library-src/devtools/ui-dist/**',
      'docs/**',
      'versioned_docs/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/**',
      // Expected output of the "use cache" transform: generated code, compared byte for byte.
      'library-src/commandkit/tests/cache/golden/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS files (webpack loaders) load their dependencies with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'library-src/devtools/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
