import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import type { BoundingBox } from '#shared/domain/map-bounds.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { createParishViewLoader } from '../../data/parish-view-loader.ts'
import { useParish, useParishesInView } from '../../data/parishes.ts'
import { ParishDetails } from './ParishDetails.tsx'
import { ParishMap } from './ParishMap.tsx'
import { jurisdictionClass, LEGEND_JURISDICTIONS } from './parish-display.ts'
import './parishes.css'

/**
 * Parishes (/parishes), spec profile-faith-parish §2: the map, a list of the parishes in its view
 * (so the keyboard and screen readers can choose one without the map) and the selected parish's
 * details. Moving the map loads what comes into view (parish-view-loader.ts); the list, the
 * markers and the details come from the device's cache and work offline; the map tiles do not.
 */
export function ParishesScreen() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [view, setView] = useState<BoundingBox | null>(null)
  const [capped, setCapped] = useState(false)
  const loader = useMemo(() => createParishViewLoader(setCapped), [])
  useEffect(() => () => loader.stop(), [loader])
  const parishes = useParishesInView(view)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const selected = useParish(selectedId)

  const showView = (box: BoundingBox) => {
    setView(box)
    loader.show(box)
  }

  return (
    <div className="parishes-screen">
      <PageHeading>{t`Orthodox Parishes`}</PageHeading>
      <ul className="parish-legend" aria-label={t`Jurisdictions`}>
        {LEGEND_JURISDICTIONS.map((jurisdiction) => (
          <li key={jurisdiction}>
            <span className={jurisdictionClass(jurisdiction)}>{jurisdiction}</span>
          </li>
        ))}
      </ul>
      <div className="parish-layout">
        <div className="parish-map-column">
          <ParishMap
            parishes={parishes ?? []}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onViewChange={showView}
            onOpenEvent={(eventId) => navigate(`/events/${eventId}`)}
          />
          {capped && (
            <p className="parish-capped muted" role="status">
              <Trans>
                There are more parishes here than the map shows. Zoom in to see them all.
              </Trans>
            </p>
          )}
        </div>
        <div className="parish-side">
          <ParishDetails parish={selected ?? null} />
          <nav className="card" aria-labelledby="parish-list-heading">
            <h2 id="parish-list-heading">
              <Trans>Parishes on the map</Trans>
            </h2>
            {parishes === undefined ? (
              <p className="loading" role="status">
                <Trans>Loading parishes…</Trans>
              </p>
            ) : parishes.length === 0 ? (
              <p className="muted">
                <Trans>No parishes in this part of the map. Zoom out or move the map.</Trans>
              </p>
            ) : (
              <ul className="parish-list">
                {parishes.map((parish) => (
                  <li key={parish.id}>
                    <button
                      type="button"
                      className="parish-list-button"
                      aria-pressed={parish.id === selectedId}
                      onClick={() => setSelectedId(parish.id)}
                    >
                      <span>
                        {parish.name}
                        <span className="parish-list-address">{parish.address}</span>
                      </span>
                      <span className={jurisdictionClass(parish.jurisdiction)}>
                        {parish.jurisdiction}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </div>
      </div>
    </div>
  )
}
