import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { ClergyEndorsedBadge } from '../discover/ProfileBits.tsx'

/**
 * Where the member's clergy verification stands (docs/clergy-reference.md), read from the member
 * as the device last refreshed them: none → the invitation to the clergy reference form (or
 * nothing more when the profile is already shown as Verified); pending → under review; verified →
 * the clergy endorsement; rejected → not verified, the moderator's reason and the way to submit
 * again.
 */
export function ClergyVerificationState({
  member,
}: {
  member: Pick<CurrentUser, 'clergyVerificationStatus' | 'clergyReviewReason' | 'isVerified'>
}) {
  const reason = member.clergyReviewReason
  switch (member.clergyVerificationStatus) {
    case 'pending':
      return (
        <p>
          <span className="badge badge-muted">
            <Trans>Under review</Trans>
          </span>{' '}
          <Trans>Your clergy reference is being reviewed by our moderators.</Trans>
        </p>
      )
    case 'verified':
      return (
        <p>
          <ClergyEndorsedBadge />{' '}
          <Trans>
            Your clergy reference has been verified: your profile shows your clergy endorsement.
          </Trans>
        </p>
      )
    case 'rejected':
      return (
        <div>
          <p>
            <span className="badge badge-muted">
              <Trans>Not verified</Trans>
            </span>{' '}
            <Trans>Your clergy reference was not verified.</Trans>
          </p>
          {reason && (
            <p>
              <Trans>
                The moderator’s reason: <q>{reason}</q>
              </Trans>
            </p>
          )}
          <p>
            <Link to="/clergy-reference">
              <Trans>Submit a new clergy reference</Trans>
            </Link>
          </p>
        </div>
      )
    default:
      return member.isVerified ? null : (
        <p>
          <Trans>
            Not verified yet. Ask your priest or deacon to complete the{' '}
            <Link to="/clergy-reference">clergy reference form</Link>.
          </Trans>
        </p>
      )
  }
}
