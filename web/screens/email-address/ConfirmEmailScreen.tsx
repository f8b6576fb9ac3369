import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import type { EmailConfirmed } from '#shared/schemas/email-address.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { confirmEmailLink } from '../../data/email-address.ts'
import { refreshSession, useSession } from '../../data/session.ts'
import { useNoReferrer } from '../password-reset/use-no-referrer.ts'
import { useAddressErrorText } from './address-error-text.ts'
import './email-address.css'

type Outcome =
  | { status: 'confirming' }
  | { status: 'confirmed'; confirmed: EmailConfirmed }
  | { status: 'failed'; text: string }

/**
 * The page a confirmation link opens (/confirm-email?token=…), on any device, signed in or not:
 * it confirms at once and says what became of the address. The token leaves the address bar
 * first. Offline it says so, and the link can be opened again.
 */
export function ConfirmEmailScreen() {
  const { t } = useLingui()
  const errorText = useAddressErrorText()
  const [params] = useSearchParams()
  const [token] = useState(() => params.get('token') ?? '')
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' })
  const [tries, setTries] = useState(0)
  const signedIn = useSession().status === 'signed-in'
  useNoReferrer()

  useEffect(() => {
    if (params.get('token')) history.replaceState(history.state, '', '/confirm-email')
  }, [params])

  // One request per try, even when an effect runs twice (React's StrictMode): a token works once.
  const sent = useRef<{ tries: number; answer: Promise<EmailConfirmed> } | null>(null)
  useEffect(() => {
    let live = true
    if (sent.current?.tries !== tries) sent.current = { tries, answer: confirmEmailLink(token) }
    sent.current.answer.then(
      (confirmed) => {
        if (!live) return
        setOutcome({ status: 'confirmed', confirmed })
        if (signedIn) void refreshSession().catch(() => {})
      },
      (error: unknown) => live && setOutcome({ status: 'failed', text: errorText(error) }),
    )
    return () => {
      live = false
    }
    // Once per try: a session check (signedIn) must not confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, tries])

  return (
    <section className="auth-screen">
      <PageHeading>{t`Your email address`}</PageHeading>
      {outcome.status === 'confirming' ? (
        <p className="loading" role="status">
          <Trans>Confirming your address…</Trans>
        </p>
      ) : outcome.status === 'failed' ? (
        <div className="card" role="alert">
          <p>{outcome.text}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOutcome({ status: 'confirming' })
              setTries((n) => n + 1)
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <div className="notice" role="status">
          <p className="address-value">{outcome.confirmed.email}</p>
          <p>
            {outcome.confirmed.purpose === 'verify' ? (
              <Trans>Your email address is confirmed. Thank you.</Trans>
            ) : (
              <Trans>
                Your account now uses this address. Other devices were signed out; sign in there
                with the new address.
              </Trans>
            )}
          </p>
        </div>
      )}
      <p>
        <Link to={signedIn ? '/' : '/signin'} className="button button-primary button-block">
          {signedIn ? t`Go to the app` : t`Sign In`}
        </Link>
      </p>
    </section>
  )
}
