import { i18n } from '@lingui/core'
import { isLocaleCode, type LocaleCode } from '#shared/domain/languages.ts'
import { apiRequest } from './api-client.ts'

/**
 * The interface language, as sign-in and sign-up send it: the server mails the member in it
 * (docs/accounts.md).
 */
export const interfaceLanguage = (): LocaleCode | undefined =>
  isLocaleCode(i18n.locale) ? i18n.locale : undefined

/**
 * Tells the server the language the signed-in member switched to. Not queued: a switch made
 * offline reaches the server with the next sign-in, which sends the language too.
 */
export function sendLanguage(language: LocaleCode): void {
  apiRequest('/api/auth/language', { method: 'PUT', body: { language } }).catch(() => {})
}
