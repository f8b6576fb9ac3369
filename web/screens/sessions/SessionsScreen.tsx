import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { ReadState } from '../account/ReadState.tsx'
import { useOnlineRead } from '../account/use-online-read.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError, serverMessage } from '../../data/api-client.ts'
import {
  fetchMemberSessions,
  signOutOtherSessions,
  signOutSession,
} from '../../data/member-sessions.ts'
import { SessionCard } from './SessionCard.tsx'
import './sessions.css'

/**
 * Settings › Where you're signed in (/settings/devices, issue #34 part 6, docs/accounts.md): the
 * devices signed in to the account, this one first, each signed out with one tap, or all others
 * at once. Online only: offline it says so and offers to try again.
 */
export function SessionsScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const { state: loaded, reload, retry } = useOnlineRead(fetchMemberSessions)
  const [busy, setBusy] = useState(false)

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
      reload()
    }
  }

  const others = loaded.status === 'loaded' ? loaded.value.filter((s) => !s.current) : []

  return (
    <div className="sessions">
      <PageHeading>{t`Where you're signed in`}</PageHeading>
      <p className="muted">
        <Trans>
          These are the devices signed in to your account. If you do not recognise one, sign it out
          and change your password.
        </Trans>
      </p>
      {loaded.status !== 'loaded' ? (
        <ReadState
          state={loaded}
          offline={t`You are offline. The list of your devices needs a connection.`}
          failed={t`The list of your devices could not be loaded.`}
          onRetry={retry}
        />
      ) : (
        <>
          <ul className="session-list" aria-label={t`Your devices`}>
            {loaded.value.map((session) => (
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
