import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { undoEmailChange } from '../../data/email-address.ts'
import { refreshSession, useSession } from '../../data/session.ts'
import { useNoReferrer } from '../password-reset/use-no-referrer.ts'
import { useAddressErrorText } from './address-error-text.ts'

/**
 * The page the undo link opens (/undo-email-change?token=…), mailed to the old address after a
 * change: one tap puts the old address back and signs out every device, the changer's too. Then
 * the way to a new password, since whoever changed the address knew the old one.
 */
export function UndoEmailChangeScreen() {
  const { t } = useLingui()
  const errorText = useAddressErrorText()
  const [params] = useSearchParams()
  const [token] = useState(() => params.get('token') ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const signedIn = useSession().status === 'signed-in'
  useNoReferrer()

  useEffect(() => {
    if (params.get('token')) history.replaceState(history.state, '', '/undo-email-change')
  }, [params])

  async function undo() {
    setError(null)
    setBusy(true)
    try {
      await undoEmailChange(token)
      setDone(true)
      if (signedIn) await refreshSession().catch(() => {})
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <section className="auth-screen">
        <PageHeading>{t`Your address is back`}</PageHeading>
        <div className="notice" role="status">
          <p>
            <Trans>
              Your account uses its old address again, and every device was signed out. If someone
              else changed it, they knew your password: choose a new one now.
            </Trans>
          </p>
        </div>
        <p>
          <Link to="/forgot-password" className="button button-primary button-block">
            {t`Choose a new password`}
          </Link>
        </p>
      </section>
    )
  }

  return (
    <section className="auth-screen">
      <PageHeading>{t`Put your address back?`}</PageHeading>
      <p className="muted">
        <Trans>
          The email address of your account was changed. If it was not you, put your address back:
          every device will be signed out.
        </Trans>
      </p>
      {error && <FormAlert message={error} />}
      <button
        type="button"
        className="button button-danger button-block"
        disabled={busy}
        onClick={() => void undo()}
      >
        {busy ? t`Putting it back…` : t`Put my address back`}
      </button>
    </section>
  )
}
