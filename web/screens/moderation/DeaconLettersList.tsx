import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { VERIFICATION_REASON_MAX } from '#shared/domain/verification.ts'
import { DeaconLetterReasonSchema, type QueuedDeaconLetter } from '#shared/schemas/verification.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import {
  deaconLetterFileUrl,
  fetchDeaconLetterQueue,
  reviewDeaconLetter,
} from '../../data/verification-review.ts'
import { useTierNames } from '../../membership/tier-names.ts'
import { DecisionButtons } from './DecisionButtons.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { ReviewQueueList } from './ReviewQueueList.tsx'

type LetterDecision = 'verify' | 'reject'

const loadLetters = (cursor: string | null) =>
  fetchDeaconLetterQueue(cursor).then((page) => ({
    items: page.letters,
    nextCursor: page.nextCursor,
  }))

/**
 * Deacon letters awaiting review (decision 050): the Verified Orthodox plan's members first, then
 * the oldest; each opens its file (to moderators only), Verify asks for confirmation and makes
 * the member Verified, Reject asks the reason the member reads.
 */
export function DeaconLettersList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  return (
    <ReviewQueueList<QueuedDeaconLetter, LetterDecision, { decision: 'verify' }>
      headingId="moderation-letters-heading"
      heading={<Trans>Deacon letters</Trans>}
      texts={{
        offline: <Trans>You are offline. The deacon letters need a connection.</Trans>,
        failed: <Trans>The deacon letters could not be loaded.</Trans>,
        empty: <Trans>No deacon letter is awaiting review.</Trans>,
        more: <Trans>Show more deacon letters</Trans>,
      }}
      load={loadLetters}
      send={reviewDeaconLetter}
      reviewed={({ member }, { decision }) => {
        const name = memberName(member)
        return decision === 'verify'
          ? { title: t`Deacon letter verified`, description: t`${name} is Verified.` }
          : {
              title: t`Deacon letter rejected`,
              description: t`${name} will read your reason on their profile.`,
            }
      }}
      renderItem={(letter, busy, decide) => (
        <DeaconLetterCard letter={letter} busy={busy} onDecide={decide} />
      )}
      reject={{
        title: ({ member }) => {
          const name = memberName(member)
          return t`Reject the deacon letter of ${name}?`
        },
        reasonSchema: DeaconLetterReasonSchema,
        maxLength: VERIFICATION_REASON_MAX,
      }}
      dialogs={({ pending, busy, review, close }) => {
        const pendingName = pending ? memberName(pending.item.member) : ''
        return (
          <ConfirmDialog
            open={pending?.decision === 'verify'}
            title={t`Verify the deacon letter of ${pendingName}?`}
            confirmLabel={t`Verify`}
            busy={busy}
            onConfirm={() => review({ decision: 'verify' })}
            onClose={close}
          >
            <Trans>
              {pendingName} gets the Verified badge on their profile, cards and messages, and
              appears in the Verified-only filter.
            </Trans>
          </ConfirmDialog>
        )
      }}
      onReviewed={onReviewed}
    />
  )
}

/** One letter: whose, their plan, when it was sent, the file, and Verify / Reject. */
function DeaconLetterCard(props: {
  letter: QueuedDeaconLetter
  busy: boolean
  onDecide: (decision: LetterDecision) => void
}) {
  const { t, i18n } = useLingui()
  const tierNames = useTierNames()
  const { letter } = props
  const headingId = useId()
  const name = memberName(letter.member)
  const sent = i18n.date(letter.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <article className="card moderation-report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Deacon letter: {name}</Trans>
      </h3>
      <p className="muted">
        <Trans>Sent on {sent}</Trans>
        {letter.member.membershipTier === 'verified' && (
          <>
            {' · '}
            <span className="badge">{tierNames.verified}</span>
          </>
        )}
      </p>
      <p>
        <a href={deaconLetterFileUrl(letter)} target="_blank" rel="noreferrer">
          <Trans>Open the letter of {name}</Trans>
        </a>
      </p>
      <DecisionButtons
        busy={props.busy}
        onDecide={props.onDecide}
        decisions={[
          {
            decision: 'verify',
            label: <Trans>Verify</Trans>,
            ariaLabel: t`Verify the deacon letter of ${name}`,
          },
          {
            decision: 'reject',
            label: <Trans>Reject</Trans>,
            ariaLabel: t`Reject the deacon letter of ${name}`,
            look: 'danger',
          },
        ]}
      />
    </article>
  )
}
