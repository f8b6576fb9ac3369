import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DENOMINATIONS } from '#shared/domain/vocabularies.ts'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { SegmentedRadios } from '../../components/segmented/SegmentedRadios.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { saveDiscoveryPreferences, useDiscoveryPreferences } from '../../data/discovery.ts'
import { useShownLocation } from '../../data/location.ts'
import { useSession } from '../../data/session.ts'
import { HomeCityCard } from './HomeCityCard.tsx'
import { AgeRangeCard, DistanceCard, ShowMeCard } from './PreferenceCards.tsx'
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
  const distanceModeId = useId()

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

      <ShowMeCard draft={draft} set={set} className="card discovery-card" />
      <AgeRangeCard draft={draft} set={set} className="card discovery-card" />
      <DistanceCard draft={draft} set={set} className="card discovery-card">
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
      </DistanceCard>

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
