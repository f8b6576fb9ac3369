import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import { saveDiscoveryPreferences, useDiscoveryPreferences } from '../../data/discovery.ts'
import { AgeRangeCard, DistanceCard, ShowMeCard } from '../discovery/PreferenceCards.tsx'
import { StepFrame, type StepProps } from './FirstRunScreen.tsx'

/**
 * Who and how far: the discovery preferences' first three questions (the rest are on Discovery
 * Preferences), saved like that screen saves them. They have defaults, so the step may be skipped.
 */
export function DiscoveryStep({ member, onDone }: StepProps) {
  const saved = useDiscoveryPreferences(member)
  if (!saved) return null
  return <DiscoveryForm memberId={member.id} saved={saved} onDone={onDone} />
}

function DiscoveryForm(props: {
  memberId: number
  saved: DiscoveryPreferences
  onDone: () => void
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(props.saved)
  const set = <K extends keyof DiscoveryPreferences>(key: K, value: DiscoveryPreferences[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  async function save() {
    await saveDiscoveryPreferences(props.memberId, draft)
    props.onDone()
  }

  return (
    <StepFrame
      step="discovery"
      title={t`Who would you like to meet?`}
      lead={<Trans>You can change this any time in Discovery Preferences.</Trans>}
      actions={
        <>
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => void save()}
          >
            <Trans>Continue</Trans>
          </button>
          <button
            type="button"
            className="button button-block first-run-skip"
            onClick={props.onDone}
          >
            <Trans>Skip for now</Trans>
          </button>
        </>
      }
    >
      <ShowMeCard draft={draft} set={set} className="card first-run-card" />
      <AgeRangeCard draft={draft} set={set} className="card first-run-card" />
      <DistanceCard draft={draft} set={set} className="card first-run-card" />
    </StepFrame>
  )
}
