import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { PhotoVerifiedBadge } from '../../components/verified-badge/PhotoVerifiedBadge.tsx'
import { PHOTO_VERIFICATION_PATH } from '../photo-verification/photo-verification-path.ts'

/** The profile's way to photo verification (docs/safety.md), with the badge once earned. */
export function PhotoVerificationCard({ verified }: { verified: boolean }) {
  return (
    <section className="card verification-card" aria-labelledby="photo-verification-card-heading">
      <div className="card-heading-row">
        <h2 id="photo-verification-card-heading">
          <Trans>Photo verification</Trans>
        </h2>
        <PhotoVerifiedBadge verified={verified} />
      </div>
      <p>
        {verified ? (
          <Trans>A moderator matched your selfie with your photos.</Trans>
        ) : (
          <Trans>Show members that your photos are really you, with a posed selfie.</Trans>
        )}
      </p>
      <Link to={PHOTO_VERIFICATION_PATH} className="button button-block">
        {verified ? <Trans>See your verification</Trans> : <Trans>Verify your photo</Trans>}
      </Link>
    </section>
  )
}
