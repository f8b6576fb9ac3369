import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { MemberSession } from '#shared/schemas/sessions.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError, serverMessage } from '../../data/api-client.ts'
import {
  fetchMemberSessions,
  signOutOtherSessions,
  signOutSession,
} from '../../data/member-sessions.ts'
import { SessionCard } from './SessionCard.tsx'
import './sessions.css'

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; offline: boolean }
  | { status: 'loaded'; sessions: MemberSession[] }

/**
 * Settings › Where you're signed in (/settings/devices, issue #34 part 6, docs/accounts.md): the
 * devices signed in to the account, this one first, each signed out with one tap, or all others
 * at once. Online only: offline it says so and offers to try again.
 */
export function SessionsScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [reloads, setReloads] = useState(0)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    fetchMemberSessions().then(
      (sessions) => live && setLoaded({ status: 'loaded', sessions }),
      (error: unknown) =>
        live && setLoaded({ status: 'failed', offline: error instanceof NetworkError }),
    )
    return () => {
      live = false
    }
  }, [reloads])

  const failed = (error: unknown) =>
    toast({
      title: t`Could not sign out`,
      description:
        error instanceof NetworkError
          ? t`You are offline. Signing out a device needs a connection.`
          : serverMessage(error),
      variant: 'destructive',
    })

  const act = async (action: () => Promise<string>) => {
    setBusy(true)
    try {
      toast({ title: await action() })
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
      setReloads((n) => n + 1)
    }
  }

  const others = loaded.status === 'loaded' ? loaded.sessions.filter((s) => !s.current) : []

  return (
    <div className="sessions">
      <PageHeading>{t`Where you're signed in`}</PageHeading>
      <p className="muted">
        <Trans>
          These are the devices signed in to your account. If you do not recognise one, sign it out
          and change your password.
        </Trans>
      </p>
      {loaded.status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : loaded.status === 'failed' ? (
        <div className="card" role="alert">
          <p>
            {loaded.offline ? (
              <Trans>You are offline. The list of your devices needs a connection.</Trans>
            ) : (
              <Trans>The list of your devices could not be loaded.</Trans>
            )}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoaded({ status: 'loading' })
              setReloads((n) => n + 1)
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          <ul className="session-list" aria-label={t`Your devices`}>
            {loaded.sessions.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  busy={busy}
                  onSignOut={(name) =>
                    void act(async () => {
                      await signOutSession(session.id)
                      return t`Signed out: ${name}`
                    })
                  }
                />
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <div className="card">
              <button
                type="button"
                className="button button-danger button-block"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await signOutOtherSessions()
                    return t`Signed out of all other devices`
                  })
                }
              >
                <Trans>Sign out of all other devices</Trans>
              </button>
            </div>
          ) : (
            <p className="muted">
              <Trans>You are signed in on this device only.</Trans>
            </p>
          )}
        </>
      )}
      <p>
        <Link to="/settings" className="button button-block">
          <Trans>Back to Settings</Trans>
        </Link>
      </p>
    </div>
  )
}
