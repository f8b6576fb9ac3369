import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import {
  DISCOVERY_AGE,
  DISCOVERY_DISTANCE,
  MAX_DISTANCE_ANYWHERE,
} from '#shared/domain/discovery.ts'
import { DENOMINATIONS } from '#shared/domain/vocabularies.ts'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { SegmentedRadios } from '../../components/segmented/SegmentedRadios.tsx'
import { Range, Slider } from '../../components/slider/Sliders.tsx'
import { Switch } from '../../components/switch/Switch.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { saveDiscoveryPreferences, useDiscoveryPreferences } from '../../data/discovery.ts'
import { useShownLocation } from '../../data/location.ts'
import { useSession } from '../../data/session.ts'
import { HomeCityCard } from './HomeCityCard.tsx'
import { TravelCard } from './TravelCard.tsx'
import { useLocationRefusals } from './use-location-refusals.ts'
import './discovery.css'

/**
 * Discovery Preferences (/discovery-preferences, issue 15 item 1, decision 035): who the member
 * sees in Discover: women or men, the age range, the maximum distance and what happens when
 * nobody is left within it, and the denominations. Read from the device and saved through the
 * outbox, so it works offline; the deck follows once the server has it. Above them, where the
 * distances are measured from: the member's city and a paid member's travel city (decision
 * 037), each saved as soon as it is picked.
 */
export function DiscoveryPreferencesScreen() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <Preferences member={session.member} />
}

function Preferences({ member }: { member: CurrentUser }) {
  const shown = useDiscoveryPreferences(member)
  const location = useShownLocation(member)
  useLocationRefusals()
  // The form starts once the device has answered (a change waiting in the outbox included).
  if (!shown || !location) return null
  return (
    <PreferencesForm member={member} saved={shown}>
      <HomeCityCard memberId={member.id} shown={location} />
      <TravelCard member={member} shown={location} />
    </PreferencesForm>
  )
}

function PreferencesForm({
  member,
  saved,
  children,
}: {
  member: CurrentUser
  saved: DiscoveryPreferences
  /** The location cards, saved on their own as soon as a city is picked. */
  children: ReactNode
}) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [draft, setDraft] = useState(saved)
  const set = <K extends keyof DiscoveryPreferences>(key: K, value: DiscoveryPreferences[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const seekingId = useId()
  const distanceModeId = useId()
  const maxDistance = draft.maxDistance
  const anywhere = maxDistance === MAX_DISTANCE_ANYWHERE
  // The slider keeps its place while "Anywhere" is on, so turning it off comes back to it.
  const [lastMiles, setLastMiles] = useState(anywhere ? 100 : maxDistance)

  const toggleDenomination = (denomination: DiscoveryPreferences['denominations'][number]) =>
    set(
      'denominations',
      draft.denominations.includes(denomination)
        ? draft.denominations.filter((chosen) => chosen !== denomination)
        : DENOMINATIONS.filter((d) => d === denomination || draft.denominations.includes(d)),
    )

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    await saveDiscoveryPreferences(member.id, draft)
    toast({
      title: t`Preferences saved`,
      description: navigator.onLine
        ? t`The home screen now shows who you are looking for.`
        : t`Saved on this device. The home screen follows once you are back online.`,
    })
  }

  return (
    <form className="discovery-preferences" onSubmit={(event) => void onSubmit(event)}>
      <PageHeading>{t`Discovery Preferences`}</PageHeading>
      <p className="muted">
        <Trans>Who you see on the home screen. Only you see these.</Trans>
      </p>

      {children}

      <section className="card discovery-card">
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

      <section className="card discovery-card">
        <Range
          label={t`Age range`}
          slider={{ ...DISCOVERY_AGE, step: 1 }}
          low={draft.minAge}
          high={draft.maxAge}
          format={String}
          onChange={(low, high) => setDraft((d) => ({ ...d, minAge: low, maxAge: high }))}
        />
      </section>

      <section className="card discovery-card">
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
            <p id={distanceModeId} className="muted">
              <Trans>When nobody is left within this distance</Trans>
            </p>
            <SegmentedRadios
              value={draft.distanceStrict ? 'strict' : 'beyond'}
              labelledBy={distanceModeId}
              choices={[
                { value: 'strict', label: t`Only show people in this range` },
                { value: 'beyond', label: t`Show others when I run out` },
              ]}
              onChange={(value) => set('distanceStrict', value === 'strict')}
            />
          </>
        )}
      </section>

      <section className="card discovery-card">
        <h2>{t`Denominations`}</h2>
        <p className="muted">
          {draft.denominations.length === 0 ? (
            <Trans>Every denomination. Choose some to see only those.</Trans>
          ) : (
            <Trans>Only the denominations you chose.</Trans>
          )}
        </p>
        <div className="chips discovery-chips" role="group" aria-label={t`Denominations`}>
          {DENOMINATIONS.map((denomination) => (
            <button
              key={denomination}
              type="button"
              className="chip"
              aria-pressed={draft.denominations.includes(denomination)}
              onClick={() => toggleDenomination(denomination)}
            >
              {denomination}
            </button>
          ))}
        </div>
      </section>

      <div className="discovery-save">
        <button type="submit" className="button button-primary button-block">
          <Trans>Save preferences</Trans>
        </button>
      </div>
    </form>
  )
}
