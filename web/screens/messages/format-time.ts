import type { I18n } from '@lingui/core'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return !iso || Number.isNaN(date.getTime()) ? null : date
}

const tagOf = (i18n: I18n) => (isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en')

/** A message time for the member: the hour today, else the date and hour. Empty when unknown. */
export function formatMessageTime(i18n: I18n, iso: string, now = new Date()): string {
  const date = parse(iso)
  if (!date) return ''
  const tag = tagOf(i18n)
  const sameDay = date.toDateString() === now.toDateString()
  return new Intl.DateTimeFormat(
    tag,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date)
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The last message's time in the conversation list, short as a phone's inbox shows it: the hour
 * today, the weekday within the last week, the day and month this year, else the date.
 */
export function formatListTime(i18n: I18n, iso: string, now = new Date()): string {
  const date = parse(iso)
  if (!date) return ''
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tagOf(i18n), options).format(date)
  if (date.toDateString() === now.toDateString()) return format({ timeStyle: 'short' })
  if (now.getTime() - date.getTime() < 6 * DAY_MS && date < now) return format({ weekday: 'short' })
  if (date.getFullYear() === now.getFullYear()) return format({ month: 'short', day: 'numeric' })
  return format({ dateStyle: 'short' })
}
