import { Trans, useLingui } from '@lingui/react/macro'
import type { Map as LeafletMap, Marker } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import type { Parish } from '#shared/schemas/parish.ts'
import { prefersReducedMotion } from '../../components/motion/prefers-reduced-motion.ts'
import { fetchMapConfig } from '../../data/parishes.ts'
import {
  eventTypeLabel,
  formatEventDate,
  MAP_CENTRE,
  MAP_ZOOM,
  POPUP_EVENT_COUNT,
  upcomingEvents,
} from './parish-display.ts'

interface PopupLabels {
  priest: string
  deacon: string
  viewDetails: string
  locale: string
  typeLabel: (eventType: string) => string
}

/** A popup's content as DOM nodes (text only, never HTML from the data). */
function popupContent(parish: Parish, labels: PopupLabels, onSelect: () => void): HTMLElement {
  const root = document.createElement('div')
  root.className = 'parish-popup'
  const line = (tag: string, text: string) => {
    const element = document.createElement(tag)
    element.textContent = text
    root.append(element)
  }
  line('strong', parish.name)
  line('div', parish.jurisdiction)
  line('div', parish.address)
  if (parish.priestName) line('div', `${labels.priest}: ${parish.priestName}`)
  if (parish.deaconName) line('div', `${labels.deacon}: ${parish.deaconName}`)
  for (const event of upcomingEvents(parish, POPUP_EVENT_COUNT)) {
    const type = event.eventType ? ` (${labels.typeLabel(event.eventType)})` : ''
    line('div', `${event.title}${type} · ${formatEventDate(event.eventDate, labels.locale)}`)
  }
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'button button-primary'
  button.textContent = labels.viewDetails
  button.addEventListener('click', onSelect)
  root.append(button)
  return root
}

/** How close the map comes to a parish chosen in the list or on the map (street level). */
export const SELECTED_ZOOM = 13

/**
 * The Leaflet map (spec §2): loaded only here (a dynamic import of leaflet and its CSS), one
 * marker per parish (an L.divIcon, so no marker image comes from another host), tiles from the
 * server's TILE_URL. The selected parish is centred and its marker highlighted, wherever it was
 * chosen. Initialisation failures are only logged; the list beside it still works.
 */
export function ParishMap({
  parishes,
  selectedId,
  onSelect,
}: {
  parishes: Parish[]
  selectedId: number | null
  onSelect: (id: number) => void
}) {
  const { t, i18n } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<{ map: LeafletMap; L: typeof import('leaflet') } | null>(null)
  const [loading, setLoading] = useState(true)
  const markers = useRef(new Map<number, Marker>())

  useEffect(() => {
    let cancelled = false
    let created: LeafletMap | undefined
    void (async () => {
      try {
        const [leaflet, config] = await Promise.all([
          import('leaflet'),
          fetchMapConfig(),
          import('leaflet/dist/leaflet.css'),
        ])
        const L = leaflet.default
        if (cancelled || !container.current) return
        created = L.map(container.current).setView(MAP_CENTRE, MAP_ZOOM)
        L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 }).addTo(created)
        setMap({ map: created, L })
      } catch (error) {
        console.error('The parish map could not be initialised', error)
      } finally {
        if (!cancelled) setLoading(false)
      }
    })()
    return () => {
      cancelled = true
      created?.remove()
    }
  }, [])

  const priest = t`Priest`
  const deacon = t`Deacon`
  const viewDetails = t`View Parish Details`
  useEffect(() => {
    if (!map) return
    const { L } = map
    const labels: PopupLabels = {
      priest,
      deacon,
      viewDetails,
      locale: i18n.locale,
      typeLabel: (eventType) => eventTypeLabel(eventType, (d) => i18n._(d)),
    }
    const layer = L.layerGroup().addTo(map.map)
    for (const parish of parishes) {
      const icon = L.divIcon({
        className: 'parish-marker',
        html: '<span aria-hidden="true"></span>',
        iconSize: [22, 22],
        iconAnchor: [11, 22],
        popupAnchor: [0, -20],
      })
      const marker = L.marker([parish.latitude, parish.longitude], {
        icon,
        title: `${parish.name}, ${parish.address}`,
      })
      markers.current.set(parish.id, marker)
      marker
        .bindPopup(() =>
          popupContent(parish, labels, () => {
            onSelect(parish.id)
            map.map.closePopup()
          }),
        )
        .addTo(layer)
    }
    const placed = markers.current
    return () => {
      layer.remove()
      placed.clear()
    }
  }, [map, parishes, onSelect, priest, deacon, viewDetails, i18n])

  // Runs after the markers effect and again whenever it re-creates the markers (same inputs).
  useEffect(() => {
    if (!map || selectedId === null) return
    const marker = markers.current.get(selectedId)
    if (!marker) return
    const zoom = Math.max(map.map.getZoom(), SELECTED_ZOOM)
    map.map.setView(marker.getLatLng(), zoom, { animate: !prefersReducedMotion() })
    const element = marker.getElement()
    element?.classList.add('parish-marker-selected')
    marker.setZIndexOffset(1000) // above its neighbours
    return () => {
      element?.classList.remove('parish-marker-selected')
      marker.setZIndexOffset(0)
    }
  }, [map, selectedId, parishes, onSelect, priest, deacon, viewDetails, i18n])

  return (
    <div className="parish-map-frame">
      {loading && (
        <p className="loading" role="status">
          <Trans>Loading map…</Trans>
        </p>
      )}
      <div ref={container} className="parish-map" />
    </div>
  )
}
