import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { CameraCheckIcon } from '../../components/icons/icons.tsx'
import { PHOTO_VERIFICATION_PATH } from './photo-verification-path.ts'
import { useAskedToVerifyBy } from './use-asked-by.ts'
import './verify-ask.css'

/**
 * At the top of the chat with a match who asked the member to verify their photo, while the
 * member has yet to: who asked, why it helps, and the way to do it.
 */
export function VerifyAskedNotice({
  partnerId,
  name,
  enabled,
}: {
  partnerId: number
  name: string
  /** False when the member's photo is verified already: nothing to ask, nothing read. */
  enabled: boolean
}) {
  const { t } = useLingui()
  if (!useAskedToVerifyBy(partnerId, enabled)) return null
  return (
    <aside className="verify-asked" aria-label={t`Photo verification`}>
      <CameraCheckIcon className="verify-asked-icon" />
      <div>
        <p>
          <Trans>
            {name} asked you to verify your photo. A verified photo shows members that you are who
            your photos say.
          </Trans>
        </p>
        <Link to={PHOTO_VERIFICATION_PATH} className="button button-small button-primary">
          <Trans>Verify your photo</Trans>
        </Link>
      </div>
    </aside>
  )
}
