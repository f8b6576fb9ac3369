import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError, serverMessage } from '../../data/api-client.ts'
import { deleteMyAccount } from '../../data/privacy.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

/**
 * Deleting the account (docs/privacy.md): an explicit warning and the password. On success the
 * device forgets the member as a sign-out does, and RequireSession sends them to /signin.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const formId = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function close() {
    setPassword('')
    setError(null)
    onClose()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (!password) {
      setError(t`Password is required`)
      return
    }
    setBusy(true)
    try {
      await deleteMyAccount(password)
      toast({
        title: t`Account deleted`,
        description: t`Your account and all your data have been deleted.`,
      })
    } catch (caught) {
      logUnexpected('Account deletion failed', caught)
      if (caught instanceof NetworkError) setError(t`You are offline. Connect and try again.`)
      // 429: too many wrong passwords (the server's wait is in English).
      else if (caught instanceof HttpError && caught.status === 429)
        setError(t`Too many password attempts. Please try again later.`)
      // 403: the password; 503: the subscription could not be cancelled, nothing was deleted.
      else if (caught instanceof HttpError && [403, 503].includes(caught.status))
        setError(translateMemberServerMessage(i18n, serverMessage(caught)))
      else setError(t`Could not delete your account. Please try again.`)
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      title={t`Delete your account?`}
      onClose={close}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="button button-danger" disabled={busy}>
            {busy ? t`Deleting…` : t`Delete my account permanently`}
          </button>
        </>
      }
    >
      <p className="form-alert">
        <Trans>
          This permanently deletes your profile, faith answers, likes, matches, messages and
          subscription history. It cannot be undone.
        </Trans>
      </p>
      <form id={formId} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${formId}-password`}>
            <Trans>Your password</Trans>
          </label>
          <input
            id={`${formId}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${formId}-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          {error && (
            <p id={`${formId}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  )
}
