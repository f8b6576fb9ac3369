import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'
import type { Parish, ParishEvent } from '#shared/schemas/parish.ts'

/** Spec §9: the popup shows at most 2 upcoming events, the side panel at most 3. */
export const POPUP_EVENT_COUNT = 2
export const PANEL_EVENT_COUNT = 3

/** Spec §2, §9: the map opens over the United States at zoom 4, 500px high. */
export const MAP_CENTRE: [number, number] = [39.83, -98.58]
export const MAP_ZOOM = 4

/** The legend's jurisdictions, each with its badge class (parishes.css). */
export const LEGEND_JURISDICTIONS = ['OCA', 'GOARCH', 'ROCOR', 'Antiochian'] as const

export function jurisdictionClass(jurisdiction: string): string {
  const known = (LEGEND_JURISDICTIONS as readonly string[]).includes(jurisdiction)
  return `badge jurisdiction-badge jurisdiction-${known ? jurisdiction.toLowerCase() : 'other'}`
}

const EVENT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  liturgy: msg`Liturgy`,
  confession: msg`Confession`,
  social: msg`Social`,
  feast: msg`Feast`,
  young_adults: msg`Young adults`,
  pilgrimage: msg`Pilgrimage`,
}

/** The translated name of an event type (unknown types show as stored). */
export function eventTypeLabel(
  eventType: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const label = EVENT_TYPE_LABELS[eventType]
  return label ? translate(label) : eventType
}

export function eventTypeClass(eventType: string): string {
  const known = eventType in EVENT_TYPE_LABELS
  return `badge event-type-badge event-type-${known ? eventType : 'other'}`
}

/** Spec §9: 'MMM d, yyyy h:mm a' — e.g. 'Mar 5, 2025 3:00 PM' — in the UI language. */
export function formatEventDate(iso: string, locale: string): string {
  const tag = isLocaleCode(locale) ? languageTag(locale) : 'en'
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(date)
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' }).format(date)
  return `${day} ${time}`
}

/** The first `count` upcoming events (the server answers only upcoming ones, soonest first). */
export function upcomingEvents(parish: Parish, count: number): ParishEvent[] {
  return parish.events.slice(0, count)
}
