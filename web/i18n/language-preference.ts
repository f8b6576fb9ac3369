import { isLocaleCode, SOURCE_LOCALE, type LocaleCode } from '#shared/domain/languages.ts'

/** The device entry named after the product (spec core-experience §4 "Language"). */
export const PREFERENCE_KEY = 'orthodox-hearts'

type StoredPreference = { language?: unknown }

function readEntry(): StoredPreference {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFERENCE_KEY) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredPreference) : {}
  } catch {
    return {}
  }
}

/** The stored interface language, or English when nothing valid is stored. */
export function storedLanguage(): LocaleCode {
  const { language } = readEntry()
  return isLocaleCode(language) ? language : SOURCE_LOCALE
}

export function storeLanguage(language: LocaleCode): void {
  try {
    localStorage.setItem(PREFERENCE_KEY, JSON.stringify({ ...readEntry(), language }))
  } catch {
    // Private mode or a full quota: the choice simply does not survive a reload.
  }
}
