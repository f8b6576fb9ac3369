import { Trans } from '@lingui/react/macro'
import { CameraCheckIcon } from '../icons/icons.tsx'

/**
 * The "Photo verified" badge (docs/safety.md "Photo verification"): a moderator matched the
 * member's posed selfie with the main photo shown now. Beside the Verified badge on cards,
 * profiles and the chat header; hidden while a changed main photo waits for a moderator.
 */
export function PhotoVerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null
  return (
    <span className="badge badge-photo-verified">
      <CameraCheckIcon width="14" height="14" strokeWidth="2.5" /> <Trans>Photo verified</Trans>
    </span>
  )
}
