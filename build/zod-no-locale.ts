import type { config } from 'zod/mini'

/**
 * What the browser build gets for `zod/locales` (build/zod-without-default-messages.ts): a locale
 * that sets nothing, so zod/mini keeps its own 'Invalid input'.
 */
export const en = (): Parameters<typeof config>[0] => ({})
