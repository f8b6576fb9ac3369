import { Trans, useLingui } from '@lingui/react/macro'
import { useShownLocation } from '../../data/location.ts'
import { HomeCityCard } from '../discovery/HomeCityCard.tsx'
import { ContinueWhenDone, StepFrame, type StepProps } from './FirstRunScreen.tsx'

/** The member's city from the city list (HomeCityCard, saved at once through the outbox). */
export function CityStep({ member, onDone }: StepProps) {
  const { t } = useLingui()
  const shown = useShownLocation(member)
  if (!shown) return null
  const chosen = Boolean(shown.location)
  return (
    <StepFrame
      step="city"
      title={t`Where do you live?`}
      lead={
        <Trans>
          We show you members near you first. Others see your city, never where you are.
        </Trans>
      }
      actions={
        <ContinueWhenDone done={chosen} hint={t`Choose your city to continue.`} onDone={onDone} />
      }
    >
      <HomeCityCard memberId={member.id} shown={shown} quiet />
    </StepFrame>
  )
}
