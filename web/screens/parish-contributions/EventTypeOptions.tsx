import { useLingui } from '@lingui/react/macro'
import { EVENT_TYPES } from '#shared/domain/event-proposals.ts'
import { eventTypeLabel } from '../parishes/parish-display.ts'

/** The options of an event's type select, in the member's language. */
export function EventTypeOptions() {
  const { i18n } = useLingui()
  return EVENT_TYPES.map((type) => (
    <option key={type} value={type}>
      {eventTypeLabel(type, (d) => i18n._(d))}
    </option>
  ))
}
