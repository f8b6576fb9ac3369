import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { PasswordResetRequestSchema } from '#shared/schemas/password-reset.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { HttpError, isOfflineFailure } from '../../data/api-client.ts'
import { askForResetLink } from '../../data/password-reset.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'

/**
 * "Forgot password?" (docs/accounts.md): the address a link to a new password goes to. The answer
 * is the same whether the address has an account or not, and says so. Offline, the screen says
 * so and keeps the address typed.
 */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui()
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)

  const showAlert = setFormError

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const parsed = PasswordResetRequestSchema.safeParse({
      email: String(new FormData(event.currentTarget).get('email') ?? ''),
    })
    if (!parsed.success) {
      setFieldError(translateServerMessage(i18n, parsed.error.issues[0]?.message ?? ''))
      emailRef.current?.focus()
      return
    }
    setFieldError(null)
    if (!navigator.onLine) {
      showAlert(t`You are offline. Connect and try again.`)
      return
    }
    setBusy(true)
    try {
      await askForResetLink(parsed.data)
      setSentTo(parsed.data.email)
    } catch (caught) {
      if (isOfflineFailure(caught)) showAlert(t`You are offline. Connect and try again.`)
      else if (caught instanceof HttpError && caught.code === 'rate_limited')
        showAlert(t`Too many requests for a reset link. Please try again later.`)
      else showAlert(t`Network error. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  if (sentTo !== null) {
    return (
      <section className="auth-screen">
        <PageHeading>{t`Check your email`}</PageHeading>
        <div className="notice" role="status">
          <p>
            <Trans>
              If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on
              its way. It works once, within 30 minutes.
            </Trans>
          </p>
          <p>
            <Trans>No message after a few minutes? Look in the spam folder, or ask again.</Trans>
          </p>
        </div>
        <p>
          <Link to="/signin">{t`Back to sign in`}</Link>
        </p>
      </section>
    )
  }

  return (
    <section className="auth-screen">
      <PageHeading>{t`Forgot your password?`}</PageHeading>
      <p className="muted">
        <Trans>
          Enter the email address of your account: we will mail you a link to choose a new password.
        </Trans>
      </p>
      <form className="form card" onSubmit={(event) => void onSubmit(event)} noValidate>
        {formError && <FormAlert message={formError} />}
        <div className="field">
          <label htmlFor="forgot-email">
            <Trans>Email</Trans>
          </label>
          <input
            ref={emailRef}
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'forgot-email-error' : undefined}
          />
          {fieldError && (
            <p id="forgot-email-error" className="field-error">
              {fieldError}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t`Sending…` : t`Send the link`}
        </button>
      </form>
      <p>
        <Trans>
          Remembered it? <Link to="/signin">Sign in</Link>
        </Trans>
      </p>
    </section>
  )
}
