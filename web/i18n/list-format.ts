import { useLingui } from '@lingui/react/macro'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'

/** Joins phrases as a list in the interface language ("a, b and c"; "a, b и c"). */
export function useListFormat(): (items: readonly string[]) => string {
  const { i18n } = useLingui()
  const tag = isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en'
  const format = new Intl.ListFormat(tag, { type: 'conjunction' })
  return (items) => format.format(items)
}
