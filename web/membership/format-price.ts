import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'

/** A price in US cents as the member's language writes dollars, e.g. "$9.99". */
export function formatPrice(cents: number, locale: string): string {
  const tag = isLocaleCode(locale) ? languageTag(locale) : 'en'
  return new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(cents / 100)
}
