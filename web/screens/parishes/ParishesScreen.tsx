import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useParishes } from '../../data/parishes.ts'
import { ParishDetails } from './ParishDetails.tsx'
import { ParishMap } from './ParishMap.tsx'
import { jurisdictionClass, LEGEND_JURISDICTIONS } from './parish-display.ts'
import './parishes.css'

/**
 * Parishes (/parishes), spec profile-faith-parish §2: the map, a list of the parishes (so the
 * keyboard and screen readers can choose one without the map) and the selected parish's details.
 * The list and details come from the device's cache and work offline; the map tiles do not.
 */
export function ParishesScreen() {
  const { t } = useLingui()
  const parishes = useParishes()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const selected = parishes?.find((parish) => parish.id === selectedId) ?? null

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
      {parishes === undefined ? (
        <p className="loading" role="status">
          <Trans>Loading parishes…</Trans>
        </p>
      ) : (
        <div className="parish-layout">
          <ParishMap parishes={parishes} selectedId={selectedId} onSelect={setSelectedId} />
          <div className="parish-side">
            <ParishDetails parish={selected} />
            <nav className="card" aria-labelledby="parish-list-heading">
              <h2 id="parish-list-heading">
                <Trans>All parishes</Trans>
              </h2>
              {parishes.length === 0 ? (
                <p className="muted">
                  <Trans>No parishes yet.</Trans>
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
      )}
    </div>
  )
}
