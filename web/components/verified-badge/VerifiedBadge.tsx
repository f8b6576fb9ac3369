import { Trans } from '@lingui/react/macro'

/**
 * The one Verified badge (decision 050), the same on cards, profiles, chat and attendees: a
 * moderator verified the member's clergy reference or deacon letter. What it means is told where
 * a member reads about it (/profile's "Verified Orthodox" card); the badge itself stays as light
 * as the first screen needs.
 */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null
  return (
    <span className="badge badge-verified">
      <span aria-hidden="true">✓ </span>
      <Trans>Verified</Trans>
    </span>
  )
}
