import { Trans, useLingui } from '@lingui/react/macro'

/**
 * The one Verified badge (decision 050), the same on cards, profiles, chat and attendees: a
 * moderator verified the member's clergy reference or deacon letter. Its title and accessible
 * description say what it means, so the badge is never a mark without a meaning.
 */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useLingui()
  if (!verified) return null
  const meaning = t`Verified Orthodox: a moderator checked their clergy reference or deacon letter`
  return (
    <span className="badge badge-verified" title={meaning}>
      <span aria-hidden="true">✓ </span>
      <Trans>Verified</Trans>
      <span className="visually-hidden">{`: ${meaning}`}</span>
    </span>
  )
}
