import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { signIn } from '../../data/session.ts'
import { safeNext } from '../../app/safe-next.ts'
import { serverMessage } from '../../app/server-message.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'
import { LANGUAGE_SELECT_ID } from '../../app/LanguageSelect.tsx'
import { activateLanguage } from '../../i18n/activate-language.ts'
import { isLocaleCode } from '#shared/domain/languages.ts'

export function SignInScreen() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  // Sent from the page index.html painted before the scripts had loaded (build/prerender-sign-in
  // .ts): sent now, with what was typed there.
  useEffect(() => {
    const form = formRef.current
    if (form?.dataset.sentEarly === undefined) return
    delete form.dataset.sentEarly
    form.requestSubmit()
  }, [])

  // A language picked in that page's header (React has put the dropdown back to the language it
  // rendered): switched to now. From here on the dropdown's own handler does it.
  useEffect(() => {
    const select = document.getElementById(LANGUAGE_SELECT_ID)
    if (!(select instanceof HTMLSelectElement)) return
    select.onchange = null
    const picked = select.dataset.pickedEarly
    delete select.dataset.pickedEarly
    if (picked && isLocaleCode(picked) && picked !== i18n.locale) void activateLanguage(picked)
  }, [i18n])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      await signIn(String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''))
      // GuestOnly moves the member on to `next` as soon as the session shows them signed in.
    } catch (caught) {
      const { status, message } = serverMessage(caught)
      setError(
        status === 429
          ? t`Too many sign-in attempts. Please try again later.`
          : message
            ? translateServerMessage(i18n, message)
            : t`Network error. Please try again.`,
      )
    } finally {
      setBusy(false)
    }
  }

  const signUpLink = next === '/' ? '/signup' : `/signup?next=${encodeURIComponent(next)}`

  return (
    <section className="auth-screen">
      <PageHeading>{t`Sign In`}</PageHeading>
      <p className="muted">
        <Trans>Welcome back to Orthodox Hearts, where Orthodox hearts meet.</Trans>
      </p>
      <form
        ref={formRef}
        className="form card"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {error && <FormAlert message={error} />}
        <div className="field">
          <label htmlFor="signin-email">
            <Trans>Email</Trans>
          </label>
          <input id="signin-email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor="signin-password">
            <Trans>Password</Trans>
          </label>
          <input
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t`Signing in…` : t`Sign In`}
        </button>
        <p className="form-aside">
          <Link to="/forgot-password">{t`Forgot password?`}</Link>
        </p>
      </form>
      <p>
        <Trans>
          New here? <Link to={signUpLink}>Create an account</Link>
        </Trans>
      </p>
      <p className="hint">
        <Trans>
          Try the demo: sign in with <strong>demo@example.com</strong> and the password{' '}
          <strong>demo-password</strong>.
        </Trans>
      </p>
    </section>
  )
}
