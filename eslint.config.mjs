// One flat config for the whole monorepo: TypeScript (type-aware), React hooks, accessibility.
// Import cycles are checked by scripts/check-boundaries.mjs, in a fraction of the time.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/src/generated/**',
      '**/pacts/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,jsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A style sheet takes its tokens from @heartline/ui/theme: through the barrel, vanilla-extract
    // would tie every component's CSS to it (see packages/ui/src/theme/index.ts).
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@heartline/ui', message: "Import tokens from '@heartline/ui/theme'." }],
        },
      ],
    },
  },
  {
    // Type-aware rules: a forgotten await, a promise nobody handles, an `any` leaking through.
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React calls an async event handler and drops its promise; the stores it calls catch and
      // report their own failures, so a handler may be async. Everywhere else a promise is awaited.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Tests read answers as untyped JSON on purpose (fastify's inject, fetch, frames on a socket)
    // and assert on their shape; there `any` is the point, a floating promise is still not.
    files: ['**/test/**', '**/tests/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The packages never import each other: packages/im and packages/ui take the contract's types
    // (the chat message) from the SDK's generated schema, type-only, and nothing else from it.
    files: ['packages/ui/**', 'packages/im/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@heartline/sdk',
              message:
                "Only the contract's types: import type { components } from '@heartline/sdk/schema'.",
            },
            {
              name: '@heartline/sdk/schema',
              allowTypeImports: true,
              message: "The contract's types only: use `import type`.",
            },
          ],
          patterns: [
            {
              group: ['@heartline/sdk/*', '!@heartline/sdk/schema'],
              message:
                "Only the contract's types: import type { components } from '@heartline/sdk/schema'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', '**/scripts/**', '**/bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
