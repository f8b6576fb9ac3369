import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import {
  DISCOVERY_AGE,
  DISCOVERY_DISTANCE,
  MAX_DISTANCE_ANYWHERE,
} from '#shared/domain/discovery.ts'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import { SegmentedRadios } from '../../components/segmented/SegmentedRadios.tsx'
import { Range, Slider } from '../../components/slider/Sliders.tsx'
import { Switch } from '../../components/switch/Switch.tsx'

/**
 * The questions "who and how far" of the discovery preferences, one card each: on Discovery
 * Preferences and in the first run (issue #35). Each edits a draft through `set`.
 */
type Set = <K extends keyof DiscoveryPreferences>(key: K, value: DiscoveryPreferences[K]) => void

export function ShowMeCard({ draft, set, className }: CardProps) {
  const { t } = useLingui()
  const seekingId = useId()
  return (
    <section className={className}>
      <h2 id={seekingId}>{t`Show me`}</h2>
      <SegmentedRadios
        value={draft.lookingFor}
        labelledBy={seekingId}
        choices={[
          { value: 'female', label: t`Women` },
          { value: 'male', label: t`Men` },
        ]}
        onChange={(value) => set('lookingFor', value)}
      />
    </section>
  )
}

export function AgeRangeCard({ draft, set, className }: CardProps) {
  const { t } = useLingui()
  return (
    <section className={className}>
      <Range
        label={t`Age range`}
        slider={{ ...DISCOVERY_AGE, step: 1 }}
        low={draft.minAge}
        high={draft.maxAge}
        format={String}
        onChange={(low, high) => {
          set('minAge', low)
          set('maxAge', high)
        }}
      />
    </section>
  )
}

/** The maximum distance or Anywhere; `children` follow the slider (Preferences' fallback choice). */
export function DistanceCard({
  draft,
  set,
  className,
  children,
}: CardProps & { children?: ReactNode }) {
  const { t } = useLingui()
  const maxDistance = draft.maxDistance
  const anywhere = maxDistance === MAX_DISTANCE_ANYWHERE
  // The slider keeps its place while "Anywhere" is on, so turning it off comes back to it.
  const [lastMiles, setLastMiles] = useState(anywhere ? 100 : maxDistance)
  return (
    <section className={className}>
      <h2>{t`Maximum distance`}</h2>
      {!anywhere && (
        <p className="discovery-value" aria-hidden="true">
          {t`Within ${maxDistance} miles`}
        </p>
      )}
      <Switch
        label={t`Anywhere`}
        description={t`Members from every country`}
        checked={anywhere}
        onChange={(on) => set('maxDistance', on ? MAX_DISTANCE_ANYWHERE : lastMiles)}
      />
      {!anywhere && (
        <>
          <Slider
            label={t`Distance`}
            slider={DISCOVERY_DISTANCE}
            value={maxDistance}
            valueText={t`${maxDistance} miles`}
            onChange={(miles) => {
              setLastMiles(miles)
              set('maxDistance', miles)
            }}
          />
          {children}
        </>
      )}
    </section>
  )
}

interface CardProps {
  draft: DiscoveryPreferences
  set: Set
  className: string
}
