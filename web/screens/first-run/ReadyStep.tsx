import { Trans, useLingui } from '@lingui/react/macro'
import type { DeckMinimumPart } from '#shared/domain/deck-minimum.ts'
import { HeartIcon } from '../../components/icons/icons.tsx'
import { ProfileProgress } from '../profile-progress/ProfileProgress.tsx'
import { StepFrame, type StepProps } from './FirstRunScreen.tsx'

/** The end of the first run: the member is in the deck; a first look at it is one tap away. */
export function ReadyStep({
  member,
  onDone,
  hiddenFor,
}: StepProps & { hiddenFor: readonly DeckMinimumPart[] }) {
  const { t } = useLingui()
  const shown = hiddenFor.length === 0
  return (
    <StepFrame
      step="ready"
      title={shown ? t`You're all set` : t`Almost there`}
      lead={
        shown ? (
          <Trans>
            Other members can now find you. Take a first look at who is near you: swipe right to
            like, left to pass.
          </Trans>
        ) : (
          <Trans>One more thing and other members can find you.</Trans>
        )
      }
      actions={
        <button type="button" className="button button-primary button-block" onClick={onDone}>
          <Trans>See who is near you</Trans>
        </button>
      }
    >
      {shown && (
        <div className="first-run-ready" aria-hidden="true">
          <HeartIcon width={56} height={56} />
        </div>
      )}
      <ProfileProgress member={member} />
    </StepFrame>
  )
}
