import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const NO_LOCALE = fileURLToPath(new URL('./zod-no-locale.ts', import.meta.url))

/**
 * The browser build's zod without its English default messages (`zod/locales`, about 1 KB brotli
 * of the first screen), which shared/schemas/zod.ts registers for the API's 400 answers: in the
 * browser every rule a member can break has its own message (the spec's texts, translated), and a
 * default message appears only in a developer's log, where zod/mini's own 'Invalid input' says
 * enough. Build only: the tests and the API keep the English messages word for word.
 */
export function zodWithoutDefaultMessages(): Plugin {
  return {
    name: 'zod-without-default-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod/locales' || !importer?.endsWith('/shared/schemas/zod.ts')) return null
      return NO_LOCALE
    },
  }
}
