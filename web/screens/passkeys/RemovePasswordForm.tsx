import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError } from '../../data/api-client.ts'
import { removePassword } from '../../data/passkeys.ts'

/**
 * Signing in without a password, for a member with a passkey: the password typed once more
 * confirms it. A failure keeps what was typed and says why.
 */
export function RemovePasswordForm({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const fieldId = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const password = String(new FormData(form).get('password') ?? '')
    if (!password) {
      setError(t`Type your current password to confirm.`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await removePassword(password)
      form.reset()
      toast({ title: t`Password removed. You now sign in with a passkey.` })
      onRemoved()
    } catch (caught) {
      setError(
        caught instanceof NetworkError
          ? t`You are offline. Removing your password needs a connection.`
          : caught instanceof HttpError && caught.code === 'password_incorrect'
            ? t`That password is not correct.`
            : t`Something went wrong. Please try again.`,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card passkey-password" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>
        <Trans>Sign in without a password</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Remove your password and sign in only with your passkeys. A reset link by mail can set a
          password again.
        </Trans>
      </p>
      {error && <FormAlert message={error} />}
      <div className="field">
        <label htmlFor={fieldId}>
          <Trans>Current password</Trans>
        </label>
        <input id={fieldId} name="password" type="password" autoComplete="current-password" />
      </div>
      <button type="submit" className="button button-danger button-block" disabled={busy}>
        <Trans>Remove my password</Trans>
      </button>
    </form>
  )
}
