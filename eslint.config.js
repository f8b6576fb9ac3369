import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The import rules of ARCHITECTURE.md: shared/ is the contract and imports neither side;
// api/ never imports web/; web/ takes only the API's *type* (for the typed client).
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      'web/locales/**',
      'api/db/migrations/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['#api/*', '**/api/*', '../api/**', '../../api/**'],
          allowTypeImports: true,
          message:
            'web/ may import only the API type (import type { AppType }); see ARCHITECTURE.md.',
        },
        {
          // A regex, not a group: with gitignore semantics 'hono' also excludes 'hono/client'
          // and a '!hono/client' negation cannot re-include it.
          regex: '^(hono(?!/client$)(/.*)?|drizzle-orm(/.*)?|postgres|@electric-sql/.*)$',
          message: 'server packages do not belong in the PWA (hono/client is allowed).',
        },
      ]),
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict([
      {
        group: ['#web/*', '**/web/*', '../web/**', '../../web/**'],
        message: 'api/ never imports web/ (ARCHITECTURE.md).',
      },
      {
        group: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', '@lingui/react'],
        message: 'browser packages do not belong in the API.',
      },
    ]),
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      {
        group: [
          '#web/*',
          '#api/*',
          '**/web/*',
          '**/api/*',
          '../web/**',
          '../api/**',
          '../../web/**',
          '../../api/**',
        ],
        message: 'shared/ is the contract: it imports nothing of web/ or api/ (ARCHITECTURE.md).',
      },
      {
        group: [
          'react',
          'react-*',
          'hono',
          'hono/*',
          'dexie',
          'drizzle-orm',
          'drizzle-orm/*',
          'postgres',
          '@electric-sql/*',
          'node:*',
        ],
        message: 'shared/ holds pure rules and schemas: no I/O, no React, no Hono.',
      },
    ]),
  },
)
