import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { EmailCodeSchema, type EmailConfirmed } from '#shared/schemas/email-address.ts'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { confirmEmailCode } from '../../data/email-address.ts'
import { refreshSession } from '../../data/session.ts'
import { useAddressErrorText } from './address-error-text.ts'

/**
 * The 6-digit code of a confirmation mail, for a member who reads mail on another device. A right
 * code confirms the address (or the change) and the app learns it at once; what was typed stays
 * when it fails, offline too.
 */
export function ConfirmationCodeForm({
  id,
  onConfirmed,
}: {
  id: string
  onConfirmed: (confirmed: EmailConfirmed) => void
}) {
  const { t } = useLingui()
  const errorText = useAddressErrorText()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!EmailCodeSchema.safeParse({ code }).success) {
      setError(t`The code is the 6 digits in the email.`)
      return
    }
    setBusy(true)
    try {
      const confirmed = await confirmEmailCode(code.trim())
      await refreshSession().catch(() => {})
      onConfirmed(confirmed)
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="code-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {error && <FormAlert message={error} />}
      <div className="field">
        <label htmlFor={id}>
          <Trans>Code from the email</Trans>
        </label>
        <div className="code-row">
          <input
            id={id}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className="code-input"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t`Checking…` : t`Confirm`}
          </button>
        </div>
      </div>
    </form>
  )
}
