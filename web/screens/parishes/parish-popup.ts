import type { Parish } from '#shared/schemas/parish.ts'
import { formatEventDate, POPUP_EVENT_COUNT, upcomingEvents } from './parish-display.ts'

export interface PopupLabels {
  priest: string
  deacon: string
  viewDetails: string
  seeEvent: string
  verifiedOnly: string
  locale: string
  typeLabel: (eventType: string) => string
}

/**
 * A marker popup's content as DOM nodes (text only, never HTML from the data): the parish, its
 * next events each with a "See event" link to /events/:id, and the button that selects it.
 */
export function popupContent(
  parish: Parish,
  labels: PopupLabels,
  actions: { onSelect: () => void; onOpenEvent: (eventId: number) => void },
): HTMLElement {
  const root = document.createElement('div')
  root.className = 'parish-popup'
  const line = (tag: string, text: string, parent: HTMLElement = root) => {
    const element = document.createElement(tag)
    element.textContent = text
    parent.append(element)
    return element
  }
  line('strong', parish.name)
  line('div', parish.jurisdiction)
  line('div', parish.address)
  if (parish.priestName) line('div', `${labels.priest}: ${parish.priestName}`)
  if (parish.deaconName) line('div', `${labels.deacon}: ${parish.deaconName}`)
  const events = upcomingEvents(parish, POPUP_EVENT_COUNT)
  if (events.length > 0) {
    const list = document.createElement('ul')
    list.className = 'parish-popup-events'
    for (const event of events) {
      const item = line('li', '', list)
      const type = event.eventType ? ` (${labels.typeLabel(event.eventType)})` : ''
      line(
        'span',
        `${event.title}${type} · ${formatEventDate(event.eventDate, labels.locale)}`,
        item,
      )
      if (event.verifiedOnly)
        line('span', labels.verifiedOnly, item).className = 'parish-popup-verified'
      const link = line('a', labels.seeEvent, item) as HTMLAnchorElement
      link.href = `/events/${event.id}`
      link.setAttribute('aria-label', `${labels.seeEvent}: ${event.title}`)
      link.addEventListener('click', (click) => {
        click.preventDefault()
        actions.onOpenEvent(event.id)
      })
    }
    root.append(list)
  }
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button button-primary'
  button.textContent = labels.viewDetails
  button.addEventListener('click', actions.onSelect)
  root.append(button)
  return root
}
