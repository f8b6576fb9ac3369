import type { I18n } from '@lingui/core'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'

/** A message time for the member: the hour today, else the date and hour. Empty when unknown. */
export function formatMessageTime(i18n: I18n, iso: string, now = new Date()): string {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return ''
  const tag = isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en'
  const sameDay = date.toDateString() === now.toDateString()
  return new Intl.DateTimeFormat(
    tag,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date)
}
