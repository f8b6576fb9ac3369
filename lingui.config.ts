import { defineConfig } from '@lingui/cli'
import { LOCALES, SOURCE_LOCALE } from './shared/domain/languages.ts'

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: LOCALES.map((l) => l.code),
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
})
