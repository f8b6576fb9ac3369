import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { signIn } from '../../data/session.ts'
import { HttpError, NetworkError } from '../../data/api-client.ts'
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
  // Each round offers the device's passkeys in the email field's autofill (conditional UI).
  const [autofillRound, setAutofillRound] = useState(0)

  // Fetched after the first paint (passkey-sign-in.ts): the page's own script does not grow.
  useEffect(() => {
    let wanted = true
    const passkeys = import('./passkey-sign-in.ts')
    passkeys
      .then((module) => module.offerPasskeysInAutofill(() => wanted))
      .catch((caught: unknown) => {
        // Offline or unsupported, the autofill simply has no passkeys; a refusal is said.
        if (wanted && caught instanceof HttpError) setError(passkeyFailure(caught))
      })
    return () => {
      wanted = false
      void passkeys.then((module) => module.stopPasskeyAutofill()).catch(() => {})
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new round only when asked
  }, [autofillRound])

  function passkeyFailure(caught: unknown): string {
    if (caught instanceof NetworkError) return t`Network error. Please try again.`
    if (caught instanceof HttpError && caught.status === 429) {
      return t`Too many sign-in attempts. Please try again later.`
    }
    return t`Could not sign in with this passkey. Try again, or use your password.`
  }

  async function onPasskey() {
    setBusy(true)
    setError(null)
    try {
      const passkeys = await import('./passkey-sign-in.ts')
      if (!(await passkeys.signInWithPasskey())) setAutofillRound((n) => n + 1)
    } catch (caught) {
      setError(passkeyFailure(caught))
      setAutofillRound((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }

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
    // The password goes: a pending passkey autofill stops (it would sign in a second time).
    void import('./passkey-sign-in.ts').then((module) => module.stopPasskeyAutofill())
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
          <input
            id="signin-email"
            name="email"
            type="email"
            autoComplete="username webauthn"
            required
          />
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
        <p className="form-divider" aria-hidden="true">
          <span>{t`or`}</span>
        </p>
        <button
          type="button"
          className="button button-block passkey-button"
          disabled={busy}
          onClick={() => void onPasskey()}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="8" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M2 20c0-3.3 2.7-6 6-6 1.4 0 2.7.5 3.7 1.3M15 11a3 3 0 1 1 3 3v6l-1.5 1.5L15 20v-1l1-1-1-1 1-1.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <Trans>Use a passkey</Trans>
        </button>
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
