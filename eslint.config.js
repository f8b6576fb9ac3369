import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The import rules of ARCHITECTURE.md: shared/ is the contract and imports neither side;
// api/ never imports web/; web/ takes only the API's *type* (for the typed client).
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})

// ARCHITECTURE.md "One contract": the web decides what the server said by the answer's `code`
// (shared/schemas/errors.ts), never by its message, which is for people and may be reworded or
// translated. These catch a server message (an error's or an outbox row's text, or what
// serverMessage / messageOfErrorText read from it) compared, searched or matched.
const BY_CODE =
  "Decide by the refusal's code (HttpError.code, codeOfErrorText, the rejected handler's code), not by the server's message text: the text may be reworded or translated (ARCHITECTURE.md, One contract)."
const SERVER_TEXT = '/^(message|lastError|bodyText|error)$/'
const READS_SERVER_TEXT = '/^(serverMessage|messageOfErrorText)$/'
const compareOrSearchServerText = [
  `BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=${SERVER_TEXT}]`,
  `BinaryExpression[operator=/^[!=]==?$/] > CallExpression[callee.name=${READS_SERVER_TEXT}]`,
  `BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[object.type='CallExpression'][object.callee.name=${READS_SERVER_TEXT}]`,
  `CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments[property.name=${SERVER_TEXT}]`,
  `CallExpression[callee.property.name=/^(test|exec)$/] > CallExpression.arguments[callee.name=${READS_SERVER_TEXT}]`,
  `CallExpression > MemberExpression.callee[property.name=/^(includes|startsWith|endsWith|match|search|indexOf)$/] > MemberExpression.object[property.name=${SERVER_TEXT}]`,
  `CallExpression > MemberExpression.callee[property.name=/^(includes|startsWith|endsWith|match|search|indexOf)$/] > CallExpression.object[callee.name=${READS_SERVER_TEXT}]`,
].map((selector) => ({ selector, message: BY_CODE }))

// STYLE.md: tests run against the real database and modules; only the network is stood in for
// (web/data/testing/fake-api.ts, web/test/member-device.ts). A vi.mock of the project's own
// module (a relative or '#' path) tests the mock's wiring, not the code. Third-party modules
// and browser APIs that happy-dom cannot run may still be mocked, with a comment why.
const NO_OWN_MODULE_MOCKS = {
  selector:
    "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/^[.#]/]",
  message:
    "Do not vi.mock the project's own modules: use the real ones, seed Dexie and the session (web/test/member-device.ts) and answer the network with the fake API (web/data/testing/fake-api.ts).",
}

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
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}', 'web/test/**', 'web/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...compareOrSearchServerText] },
  },
  {
    files: ['web/**/*.test.{ts,tsx}', 'web/test/**', 'web/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', NO_OWN_MODULE_MOCKS] },
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
  {
    // Every browser test fails on an uncaught page error or a console.error (e2e/page-errors.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              allowTypeImports: true,
              message:
                "import test from './fixtures.ts': it fails a test on any uncaught page error or console.error.",
            },
          ],
        },
      ],
    },
  },
)
