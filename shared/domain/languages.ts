/**
 * The nine interface languages of the spec (core-experience §9). `code` is the spec's code,
 * stored on the device and used for the catalogs; `tag` is the BCP 47 tag put on <html lang>.
 */
export const LOCALES = [
  { code: 'en', tag: 'en', name: 'English' },
  { code: 'ru', tag: 'ru', name: 'Русский' },
  { code: 'sr', tag: 'sr', name: 'Српски' },
  { code: 'bg', tag: 'bg', name: 'Български' },
  { code: 'ro', tag: 'ro', name: 'Română' },
  { code: 'gr', tag: 'el', name: 'Ελληνικά' },
  { code: 'mk', tag: 'mk', name: 'Македонски' },
  { code: 'ua', tag: 'uk', name: 'Українська' },
  { code: 'ge', tag: 'ka', name: 'ქართული' },
] as const

export type LocaleCode = (typeof LOCALES)[number]['code']
export const SOURCE_LOCALE = 'en' satisfies LocaleCode
export const LOCALE_CODES = LOCALES.map((l) => l.code) as [LocaleCode, ...LocaleCode[]]

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value)
}

/** The BCP 47 tag for a spec language code (gr → el, ua → uk, ge → ka). */
export function languageTag(code: LocaleCode): string {
  return LOCALES.find((l) => l.code === code)?.tag ?? SOURCE_LOCALE
}
