import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/auth.ts'
import { PasswordResetConfirmSchema } from '#shared/schemas/password-reset.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { HttpError, isOfflineFailure } from '../../data/api-client.ts'
import { setNewPassword } from '../../data/password-reset.ts'
import { refreshSession, useSession } from '../../data/session.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'
import { useNoReferrer } from './use-no-referrer.ts'

type Field = 'password' | 'repeat'
type Errors = Partial<Record<Field, string>>

/**
 * The page a reset link opens (docs/accounts.md): the new password twice, under sign-up's rules.
 * A link used, expired or never issued is refused with the way to ask for a new one; offline, the
 * screen says so and keeps what was typed. After the change every session has ended: the member
 * signs in with the new password. Opened where the member is signed in, the device learns at once
 * that its session has ended too (as when a session is signed out from the session list).
 */
export function ResetPasswordScreen() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<{ text: string; askAgain: boolean } | null>(null)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  const signedIn = useSession().status === 'signed-in'
  const formRef = useRef<HTMLFormElement>(null)
  useNoReferrer()

  // The link's token stays out of the address bar and the history once it has been read.
  useEffect(() => {
    if (token) history.replaceState(history.state, '', '/reset-password')
  }, [token])
  const [kept] = useState(token)

  function showAlert(text: string, askAgain = false) {
    setFormError({ text, askAgain })
  }

  function showErrors(found: Errors) {
    setErrors(found)
    const first = (['password', 'repeat'] as const).find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const data = new FormData(event.currentTarget)
    const password = String(data.get('password') ?? '')
    const parsed = PasswordResetConfirmSchema.safeParse({ token: kept, password })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      if (issue?.path[0] === 'password') {
        showErrors({ password: translateServerMessage(i18n, issue.message) })
      } else showAlert(t`This reset link is not valid. Ask for a new one.`, true)
      return
    }
    if (String(data.get('repeat') ?? '') !== password) {
      showErrors({ repeat: t`The two passwords are not the same.` })
      return
    }
    showErrors({})
    if (!navigator.onLine) {
      showAlert(t`You are offline. Connect and try again.`)
      return
    }
    setBusy(true)
    try {
      await setNewPassword(parsed.data)
      setDone(true)
      if (signedIn) await refreshSession().catch(() => {})
    } catch (caught) {
      const code = caught instanceof HttpError ? caught.code : undefined
      if (isOfflineFailure(caught)) showAlert(t`You are offline. Connect and try again.`)
      else if (code === 'reset_link_used')
        showAlert(t`This reset link has been used already. Ask for a new one.`, true)
      else if (code === 'reset_link_expired')
        showAlert(
          t`This reset link has expired (it works for 30 minutes). Ask for a new one.`,
          true,
        )
      else if (code === 'reset_link_invalid')
        showAlert(t`This reset link is not valid. Ask for a new one.`, true)
      else if (code === 'rate_limited') showAlert(t`Too many attempts. Please try again later.`)
      else showAlert(t`Network error. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <section className="auth-screen">
        <PageHeading>{t`Password changed`}</PageHeading>
        <div className="notice" role="status">
          <p>
            <Trans>
              Your password was changed, and you were signed out on every device. Sign in with the
              new password.
            </Trans>
          </p>
        </div>
        <p>
          <Link to="/signin" className="button button-primary button-block">
            {t`Sign In`}
          </Link>
        </p>
      </section>
    )
  }

  const fieldProps = (name: Field) => ({
    id: `reset-${name}`,
    name,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    minLength: PASSWORD_MIN_LENGTH,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `reset-${name}-error` : `reset-password-rule`,
  })
  const error = (name: Field) =>
    errors[name] && (
      <p id={`reset-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    )

  return (
    <section className="auth-screen">
      <PageHeading>{t`Choose a new password`}</PageHeading>
      <p id="reset-password-rule" className="muted">
        <Trans>At least {PASSWORD_MIN_LENGTH} characters. Type it twice, to be sure of it.</Trans>
      </p>
      <form
        ref={formRef}
        className="form card"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {formError && (
          <FormAlert message={formError.text}>
            {formError.askAgain && (
              <p>
                <Link to="/forgot-password">{t`Ask for a new link`}</Link>
              </p>
            )}
          </FormAlert>
        )}
        <div className="field">
          <label htmlFor="reset-password">
            <Trans>New password</Trans>
          </label>
          <input {...fieldProps('password')} />
          {error('password')}
        </div>
        <div className="field">
          <label htmlFor="reset-repeat">
            <Trans>New password, again</Trans>
          </label>
          <input {...fieldProps('repeat')} />
          {error('repeat')}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t`Saving…` : t`Save the new password`}
        </button>
      </form>
    </section>
  )
}
