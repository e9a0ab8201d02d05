import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/data/**',
      'drizzle/**',
      '**/.cache/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // Past three values a call no longer says which is which: pass one object whose
      // names do.
      'max-params': ['error', 3],
    },
  },
  {
    // Drawing primitives take coordinates positionally, as SVG's own path data does
    // (`circle(cx, cy, r, fill)`); Remix calls handleRequest with five arguments.
    files: ['api/src/seed/drawings/**/*.ts', 'site/app/entry.server.tsx'],
    rules: { 'max-params': 'off' },
  },
  {
    files: ['site/**/*.tsx', 'backoffice/**/*.tsx', 'site/**/*.ts', 'backoffice/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering rules from the design: the contract is bundled into browsers, the
    // database layer knows no HTTP, the site reaches data only through the API.
    // The contract's files, and each resource folder's contract file (its input
    // schemas and records, resources/<name>/<name>.contract.ts): no database driver,
    // no query builder, no HTTP. Which of the API's files they may import is
    // dependency-cruiser's rule (.dependency-cruiser.cjs).
    files: ['api/src/contract/**/*.ts', 'api/src/resources/*/*.contract.ts'],
    // Its tests are not bundled anywhere.
    ignores: ['api/src/contract/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'node:*', 'better-sqlite3', 'hono', 'hono/*'],
            },
          ],
        },
      ],
    },
  },
  {
    // The tables are bundled into browsers with the contract: no Node, no driver.
    files: ['api/src/db/schema/**/*.ts', 'api/src/resources/*/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'better-sqlite3',
            'drizzle-orm/better-sqlite3',
            '../client',
            '**/db/client',
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['hono', 'hono/*', '@hono/*'] }] },
  },
  {
    files: ['site/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@dealership/api/db/*', '**/api/src/db/*', 'better-sqlite3', 'drizzle-orm'] },
      ],
    },
  },
  {
    files: ['backoffice/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex: with gitignore-style groups the bare package excludes the
              // contract too, and a negation cannot re-include it.
              regex: '^@dealership/api(?!/contract$)(/.*)?$',
              message: 'The back office imports only the contract from api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Data that crossed the API is parsed or narrowed, never asserted: no `as` (but
    // `as const`) in the site's and the console's code, and in the API files below that
    // read what arrives. Tests may build fixtures freely.
    files: [
      'site/app/**/*.{ts,tsx}',
      'backoffice/src/**/*.{ts,tsx}',
      // The API's readers of what arrives (a list's query, a saved search's filters, rows
      // SQLite hands back raw, a file's JSON).
      'api/src/http/list-query.ts',
      'api/src/contract/alerts.ts',
      'api/src/contract/search-filters.ts',
      'api/src/resources/saved-searches/**/*.ts',
      'api/src/resources/cars/cars.routes.ts',
      'api/src/resources/cars/cars.facets.ts',
      'api/src/resources/leads/inbox.routes.ts',
      'api/src/resources/outbox/outbox.routes.ts',
      'api/src/contract/share-card.ts',
      'api/src/ops/readiness.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    // Configuration is read once (api/src/config/env.ts) and settled at start (settleEnv):
    // no module writes into the process's environment afterwards. firebase-admin takes
    // the emulator's address only from there, so its one setter is allowed.
    files: ['api/src/**/*.ts', 'server/**/*.ts', 'site/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'api/src/auth/service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'Configuration is read once: pass the settled env instead of writing process.env.',
        },
      ],
    },
  },
)
