import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { EmailChangeSchema } from '#shared/schemas/email-address.ts'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { requestEmailChange } from '../../data/email-address.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'
import { useAddressErrorText } from './address-error-text.ts'

/**
 * A new address and the password again. The account keeps its address until the new one is
 * confirmed from there; the form keeps what was typed when the call fails (offline too), but
 * never stores the password anywhere.
 */
export function EmailChangeForm({ onRequested }: { onRequested: (email: string) => void }) {
  const { t, i18n } = useLingui()
  const errorText = useAddressErrorText()
  const formRef = useRef<HTMLFormElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    const data = new FormData(event.currentTarget)
    const parsed = EmailChangeSchema.safeParse({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setError(
        issue?.path[0] === 'password'
          ? t`Enter your password`
          : translateServerMessage(i18n, issue?.message ?? ''),
      )
      return
    }
    setBusy(true)
    try {
      await requestEmailChange(parsed.data)
      formRef.current?.reset()
      onRequested(parsed.data.email)
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {error && <FormAlert message={error} />}
      <div className="field">
        <label htmlFor="new-email">
          <Trans>New email address</Trans>
        </label>
        <input id="new-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor="change-password">
          <Trans>Your password</Trans>
        </label>
        <input
          id="change-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t`Sending…` : t`Send a confirmation link`}
      </button>
    </form>
  )
}
