import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DivIcon, Map as LeafletMap, Marker, MarkerClusterGroup } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { boxOfView, type BoundingBox } from '#shared/domain/map-bounds.ts'
import type { Parish } from '#shared/schemas/parish.ts'
import { prefersReducedMotion } from '../../components/motion/prefers-reduced-motion.ts'
import { fetchMapConfig } from '../../data/parishes.ts'
import { loadLeaflet } from './leaflet-loader.ts'
import { popupContent, type PopupLabels } from './parish-popup.ts'
import { eventTypeLabel, MAP_CENTRE, MAP_ZOOM } from './parish-display.ts'

/** How close the map comes to a parish chosen in the list or on the map (street level). */
export const SELECTED_ZOOM = 13
const MAX_ZOOM = 19
const POPUP_MAX_WIDTH = 250

type Leaflet = typeof import('leaflet')

/** A cluster's name for screen readers (the plural macro reads the locale active when called). */
const clusterLabel = (count: number) =>
  plural(count, { one: '# parish here, zoom in', other: '# parishes here, zoom in' })

interface PlacedParish {
  marker: Marker
  /** The latest data of the parish: its popup is built from it when it opens. */
  parish: Parish
}

function markerIcon(L: Leaflet, selected: boolean): DivIcon {
  return L.divIcon({
    className: selected ? 'parish-marker parish-marker-selected' : 'parish-marker',
    html: '<span aria-hidden="true"></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -20],
  })
}

/**
 * The Leaflet map (spec §2, docs/parishes.md): Leaflet and its clustering plugin load only here
 * (leaflet-loader.ts). It shows the parishes it is given (those of its view, from the device),
 * clustered when zoomed out (leaflet.markercluster), one marker per parish up close (an
 * L.divIcon, so no marker image comes from another host); it reports each view it comes to rest
 * on. Tiles come from the server's TILE_URL; without the map config (offline) the markers still
 * show on a blank map. The selected parish is centred and its marker highlighted.
 */
export function ParishMap({
  parishes,
  selectedId,
  onSelect,
  onViewChange,
  onOpenEvent,
}: {
  parishes: Parish[]
  selectedId: number | null
  onSelect: (id: number) => void
  onViewChange: (box: BoundingBox) => void
  onOpenEvent: (eventId: number) => void
}) {
  const { t, i18n } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<{
    map: LeafletMap
    L: Leaflet
    clusters: MarkerClusterGroup
  } | null>(null)
  const [loading, setLoading] = useState(true)
  const placed = useRef(new Map<number, PlacedParish>())

  // What the map's own handlers call: always the latest callbacks and labels.
  const latest = useRef({ onSelect, onViewChange, onOpenEvent, labels: {} as PopupLabels })
  useEffect(() => {
    latest.current = {
      onSelect,
      onViewChange,
      onOpenEvent,
      labels: {
        priest: t`Priest`,
        deacon: t`Deacon`,
        viewDetails: t`View Parish Details`,
        seeEvent: t`See event`,
        verifiedOnly: t`Verified members only`,
        locale: i18n.locale,
        typeLabel: (eventType) => eventTypeLabel(eventType, (d) => i18n._(d)),
      },
    }
  })

  useEffect(() => {
    let cancelled = false
    let created: LeafletMap | undefined
    void (async () => {
      try {
        const [L, config] = await Promise.all([loadLeaflet(), fetchMapConfig().catch(() => null)])
        if (cancelled || !container.current) return
        // The map's own maxZoom: the clusters need one even with no tile layer (offline).
        const animate = !prefersReducedMotion()
        created = L.map(container.current, {
          maxZoom: MAX_ZOOM,
          zoomAnimation: animate,
          fadeAnimation: animate,
          markerZoomAnimation: animate,
        }).setView(MAP_CENTRE, MAP_ZOOM)
        if (config)
          L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: MAX_ZOOM }).addTo(
            created,
          )
        const clusters = L.markerClusterGroup({
          showCoverageOnHover: false,
          maxClusterRadius: 60,
          disableClusteringAtZoom: SELECTED_ZOOM,
          chunkedLoading: true,
          animate,
          iconCreateFunction: (cluster) => {
            const count = cluster.getChildCount()
            const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large'
            const label = clusterLabel(count)
            const html = document.createElement('span')
            html.append(
              Object.assign(document.createElement('span'), {
                textContent: String(count),
                ariaHidden: 'true',
              }),
              Object.assign(document.createElement('span'), {
                textContent: label,
                className: 'visually-hidden',
              }),
            )
            return L.divIcon({
              html,
              className: `parish-cluster parish-cluster-${size}`,
              iconSize: L.point(40, 40),
            })
          },
        }).addTo(created)
        const map = created
        const report = () => {
          const bounds = map.getBounds()
          latest.current.onViewChange(
            boxOfView(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
          )
        }
        map.on('moveend', report)
        report()
        setMap({ map, L, clusters })
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

  // Markers follow the parishes given: new ones added, gone ones removed, the rest kept.
  useEffect(() => {
    if (!map) return
    const { L, clusters } = map
    const wanted = new Map(parishes.map((parish) => [parish.id, parish]))
    const gone: Marker[] = []
    for (const [id, entry] of placed.current) {
      const parish = wanted.get(id)
      if (parish) entry.parish = parish
      else {
        gone.push(entry.marker)
        placed.current.delete(id)
      }
    }
    const added: Marker[] = []
    for (const parish of parishes) {
      if (placed.current.has(parish.id)) continue
      const marker = L.marker([parish.latitude, parish.longitude], {
        icon: markerIcon(L, false),
        title: `${parish.name}, ${parish.address}`,
      })
      const entry: PlacedParish = { marker, parish }
      marker.bindPopup(
        () =>
          popupContent(entry.parish, latest.current.labels, {
            onSelect: () => {
              latest.current.onSelect(entry.parish.id)
              map.map.closePopup()
            },
            onOpenEvent: (eventId) => latest.current.onOpenEvent(eventId),
          }),
        // Narrow enough for a phone, and panned clear of the zoom buttons at the top left.
        { maxWidth: POPUP_MAX_WIDTH, autoPanPaddingTopLeft: L.point(52, 12) },
      )
      placed.current.set(parish.id, entry)
      added.push(marker)
    }
    clusters.removeLayers(gone)
    clusters.addLayers(added)
  }, [map, parishes])

  const selectedShown = selectedId !== null && parishes.some((parish) => parish.id === selectedId)
  useEffect(() => {
    if (!map || selectedId === null || !selectedShown) return
    const entry = placed.current.get(selectedId)
    if (!entry) return
    const { marker } = entry
    marker.setIcon(markerIcon(map.L, true))
    marker.setZIndexOffset(1000) // above its neighbours
    const zoom = Math.max(map.map.getZoom(), SELECTED_ZOOM)
    map.map.setView(marker.getLatLng(), zoom, { animate: !prefersReducedMotion() })
    return () => {
      marker.setIcon(markerIcon(map.L, false))
      marker.setZIndexOffset(0)
    }
  }, [map, selectedId, selectedShown])

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
