import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '../components/dialog/Dialog.tsx'
import { useToast } from '../components/toast/use-toast.ts'
import { usePendingCount } from '../data/outbox.ts'
import { signOut } from '../data/session.ts'

/**
 * Signs the member out for real (server session ended, device data cleared). When changes are
 * still waiting in the outbox, it first asks, because signing out discards them.
 */
export function SignOutButton({ className = 'button button-danger' }: { className?: string }) {
  const { t } = useLingui()
  const pending = usePendingCount()
  const { toast } = useToast()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  async function doSignOut() {
    setBusy(true)
    try {
      await signOut()
      // No navigation here: once the live session reads signed-out, RequireSession sends the
      // visitor to /signin (navigating earlier would race the session and bounce back).
      setConfirming(false)
    } catch {
      toast({
        title: t`Error`,
        description: t`Could not sign out. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => (pending > 0 ? setConfirming(true) : void doSignOut())}
      >
        <Trans>Sign Out</Trans>
      </button>
      <Dialog
        open={confirming}
        title={t`Sign out now?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              <Trans>Stay signed in</Trans>
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void doSignOut()}
            >
              <Trans>Sign out anyway</Trans>
            </button>
          </>
        }
      >
        <p>
          <Plural
            value={pending}
            one="# change has not been sent yet and will be lost."
            other="# changes have not been sent yet and will be lost."
          />
        </p>
      </Dialog>
    </>
  )
}
