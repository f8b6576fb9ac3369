import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import type { Passkey } from '#shared/schemas/passkeys.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { ReadState } from '../account/ReadState.tsx'
import { useOnlineRead } from '../account/use-online-read.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError } from '../../data/api-client.ts'
import { isPasskeyCancel } from '../../data/passkey-ceremony.ts'
import { addPasskey, fetchPasskeys, removePasskey } from '../../data/passkeys.ts'
import { PasskeyCard } from './PasskeyCard.tsx'
import { RemovePasswordForm } from './RemovePasswordForm.tsx'
import './passkeys.css'

/**
 * Settings › Passkeys (/settings/passkeys, issue #34 part 5, docs/accounts.md "Passkeys"): the
 * member's passkeys, a new one made with the device's lock, one removed after a question, and
 * the password removed once a passkey is there. Online only: offline it says so; nothing queued.
 */
export function PasskeysScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const { state: loaded, reload, retry } = useOnlineRead(fetchPasskeys)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<Passkey | null>(null)

  const failure = (error: unknown, offline: string): string => {
    if (error instanceof NetworkError) return offline
    if (error instanceof HttpError && error.code === 'last_way_in') {
      return t`This passkey is your only way to sign in. Add another passkey first.`
    }
    if (error instanceof Error && error.name === 'InvalidStateError') {
      return t`This device already holds a passkey for your account.`
    }
    return t`Something went wrong. Please try again.`
  }

  const add = async () => {
    setBusy(true)
    try {
      const passkey = await addPasskey()
      toast({ title: t`Passkey added`, description: passkey.name })
      reload()
    } catch (error) {
      if (!isPasskeyCancel(error)) {
        toast({
          title: t`Could not add a passkey`,
          description: failure(error, t`You are offline. Adding a passkey needs a connection.`),
          variant: 'destructive',
        })
      }
    } finally {
      setBusy(false)
    }
  }

  const remove = async (passkey: Passkey) => {
    setBusy(true)
    try {
      await removePasskey(passkey.id)
      toast({ title: t`Passkey removed`, description: passkey.name })
    } catch (error) {
      toast({
        title: t`Could not remove the passkey`,
        description: failure(error, t`You are offline. Removing a passkey needs a connection.`),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
      setRemoving(null)
      reload()
    }
  }

  const list = loaded.status === 'loaded' ? loaded.value : null
  const addButton = (
    <button
      type="button"
      className="button button-primary button-block"
      disabled={busy}
      onClick={() => void add()}
    >
      <Trans>Add a passkey</Trans>
    </button>
  )
  return (
    <div className="passkeys">
      <PageHeading>{t`Passkeys`}</PageHeading>
      <p className="muted">
        <Trans>
          A passkey signs you in with your fingerprint, face or screen lock instead of a password.
          It stays on your device and cannot be guessed or phished.
        </Trans>
      </p>
      {loaded.status !== 'loaded' ? (
        <ReadState
          state={loaded}
          offline={t`You are offline. Your passkeys can be seen and changed only online.`}
          failed={t`Your passkeys could not be loaded.`}
          onRetry={retry}
        />
      ) : list && list.passkeys.length === 0 ? (
        <div className="card passkey-intro">
          <h2>
            <Trans>No passkeys yet</Trans>
          </h2>
          <p className="muted">
            <Trans>Add one to sign in on this device without typing your password.</Trans>
          </p>
          {addButton}
        </div>
      ) : (
        list && (
          <>
            <ul className="passkey-list" aria-label={t`Your passkeys`}>
              {list.passkeys.map((passkey) => (
                <li key={passkey.id}>
                  <PasskeyCard
                    passkey={passkey}
                    busy={busy}
                    onRemove={() => setRemoving(passkey)}
                  />
                </li>
              ))}
            </ul>
            {addButton}
            {list.hasPassword ? (
              <RemovePasswordForm onRemoved={() => reload()} />
            ) : (
              <div className="card passkey-password">
                <h2>
                  <Trans>You sign in with passkeys only</Trans>
                </h2>
                <p className="muted">
                  <Trans>
                    Your account has no password. To set one again, choose “Forgot password?” on the
                    sign-in page.
                  </Trans>
                </p>
              </div>
            )}
          </>
        )
      )}
      <p>
        <Link to="/settings" className="button button-block">
          <Trans>Back to Settings</Trans>
        </Link>
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this passkey?`}
        confirmLabel={t`Remove`}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      >
        <Trans>
          You will no longer be able to sign in with the passkey {removing?.name ?? ''}. You can
          also delete it from your device’s password manager.
        </Trans>
      </ConfirmDialog>
    </div>
  )
}
