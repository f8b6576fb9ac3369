import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { VerifiedBadge } from '../../components/verified-badge/VerifiedBadge.tsx'

type VerificationMember = Pick<
  CurrentUser,
  | 'isVerified'
  | 'clergyVerificationStatus'
  | 'clergyReviewReason'
  | 'deaconLetterStatus'
  | 'deaconLetterReviewReason'
>

/**
 * The member's Verified badge and the two ways to earn it (decision 050), as the device last
 * refreshed them: the clergy reference and the deacon letter, each none, under review, verified
 * or not verified with the moderator's reason and the way to send again. A member with neither
 * is told how to become Verified, and that the badge is earned, never bought.
 */
export function VerificationCard({ member }: { member: VerificationMember }) {
  const reference = member.clergyVerificationStatus
  const letter = member.deaconLetterStatus
  return (
    <section className="card verification-card" aria-labelledby="verification-heading">
      <div className="card-heading-row">
        <h2 id="verification-heading">
          <Trans>Verified Orthodox</Trans>
        </h2>
        <VerifiedBadge verified={member.isVerified} />
      </div>
      {member.isVerified && (
        <p>
          <Trans>
            Your Orthodox standing has been verified. Members see the Verified badge on your
            profile.
          </Trans>
        </p>
      )}
      {reference === 'none' && letter === 'none' && !member.isVerified && (
        <p>
          <Trans>
            Not verified yet. Ask your priest or deacon to complete the{' '}
            <Link to="/clergy-reference">clergy reference form</Link>, or upload a deacon
            recommendation letter in your profile. A moderator checks it; the badge cannot be
            bought.
          </Trans>
        </p>
      )}
      <ReviewLine
        status={reference}
        reason={member.clergyReviewReason}
        pending={<Trans>Your clergy reference is being reviewed by our moderators.</Trans>}
        verified={<Trans>Your clergy reference has been verified.</Trans>}
        rejected={<Trans>Your clergy reference was not verified.</Trans>}
        again={
          <Link to="/clergy-reference">
            <Trans>Submit a new clergy reference</Trans>
          </Link>
        }
      />
      <ReviewLine
        status={letter}
        reason={member.deaconLetterReviewReason}
        pending={<Trans>Your deacon letter is being reviewed by our moderators.</Trans>}
        verified={<Trans>Your deacon letter has been verified.</Trans>}
        rejected={<Trans>Your deacon letter was not verified.</Trans>}
        again={
          <Link to="/profile-builder">
            <Trans>Upload a new deacon letter</Trans>
          </Link>
        }
      />
    </section>
  )
}

/** Where one review stands: nothing while none was sent. */
function ReviewLine(props: {
  status: VerificationMember['clergyVerificationStatus']
  reason: string | null
  pending: ReactNode
  verified: ReactNode
  rejected: ReactNode
  again: ReactNode
}) {
  const reason = props.reason
  switch (props.status) {
    case 'pending':
      return (
        <p>
          <span className="badge badge-muted">
            <Trans>Under review</Trans>
          </span>{' '}
          {props.pending}
        </p>
      )
    case 'verified':
      return <p>{props.verified}</p>
    case 'rejected':
      return (
        <div>
          <p>
            <span className="badge badge-muted">
              <Trans>Not verified</Trans>
            </span>{' '}
            {props.rejected}
          </p>
          {reason && (
            <p>
              <Trans>
                The moderator’s reason: <q>{reason}</q>
              </Trans>
            </p>
          )}
          <p>{props.again}</p>
        </div>
      )
    default:
      return null
  }
}
