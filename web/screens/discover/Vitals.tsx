import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  VITALS,
  VITALS_FIELDS,
  VITALS_FILTERS,
  type VitalsFilter,
} from '#shared/domain/vocabularies.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { SheetFilters } from '../../data/discover/discover-filters.ts'
import { VITALS_LABELS, vitalsAnswer } from '../../domain/vitals.ts'
import { DetailPanel } from './ProfileSections.tsx'
import './vitals.css'

// The detail view's other groups load with the vitals (issue #33 part 2).
export { AboutSection, BasicsSection, FaithSection } from './ProfileSections.tsx'

/**
 * The vitals in the detail view and in Advanced Filters (issue #33 part 3): loaded with their own
 * messages (a later part of the catalog, build/catalog-parts.ts) after Discover's first screen, as
 * the theological match is (decision 049).
 */

/** The detail view's "Vitals": only those the member filled in; nothing when none. */
export function VitalsSection({ profile }: { profile: PublicProfile }) {
  const { i18n } = useLingui()
  const rows = VITALS_FIELDS.map((field) => {
    const value = profile[field]
    const answer = value ? vitalsAnswer(field, value) : undefined
    return {
      key: field,
      label: i18n._(VITALS_LABELS[field]),
      value: answer ? i18n._(answer) : null,
    }
  })
  return <DetailPanel title={<Trans>Vitals</Trans>} rows={rows} className="vitals" />
}

/** Advanced Filters' vitals: marital status, wants children, smoking, drinking; 'All' by default. */
export function VitalsFilters({
  value,
  onChange,
}: {
  value: Pick<SheetFilters, VitalsFilter>
  onChange: <K extends VitalsFilter>(key: K, next: SheetFilters[K]) => void
}) {
  return (
    <>
      {VITALS_FILTERS.map((field) => (
        <VitalsChoice
          key={field}
          field={field}
          value={value[field]}
          onChange={(next) => onChange(field, next as SheetFilters[typeof field])}
        />
      ))}
    </>
  )
}

function VitalsChoice({
  field,
  value,
  onChange,
}: {
  field: VitalsFilter
  value: string
  onChange: (value: string) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{i18n._(VITALS_LABELS[field])}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">{t`All`}</option>
        {VITALS[field].map((option) => (
          <option key={option} value={option}>
            {i18n._(vitalsAnswer(field, option)!)}
          </option>
        ))}
      </select>
    </div>
  )
}
