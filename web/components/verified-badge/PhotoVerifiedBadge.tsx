import { Trans } from '@lingui/react/macro'

/**
 * The "Photo verified" badge (docs/safety.md "Photo verification"): a moderator matched the
 * member's posed selfie with the main photo shown now. Beside the Verified badge on cards,
 * profiles and the chat header; hidden while a changed main photo waits for a moderator.
 */
export function PhotoVerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null
  return (
    <span className="badge badge-photo-verified">
      <svg
        aria-hidden="true"
        focusable="false"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
        <path d="m9 13 2 2 4-4" />
      </svg>{' '}
      <Trans>Photo verified</Trans>
    </span>
  )
}
