import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import { Switch } from '../../components/switch/Switch.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError } from '../../data/api-client.ts'
import { setReligiousDataConsent } from '../../data/privacy.ts'
import { useSession } from '../../data/session.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

/**
 * Consent to store religious data (docs/privacy.md), given or withdrawn here at any time.
 * Withdrawing deletes the faith data, so it asks first. Needs the network.
 */
export function ReligiousConsentSwitch() {
  const { t } = useLingui()
  const { toast } = useToast()
  const session = useSession()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  if (session.status !== 'signed-in') return null
  const given = Boolean(session.member.religiousDataConsentAt)

  async function change(next: boolean) {
    setBusy(true)
    try {
      await setReligiousDataConsent(next)
      setConfirming(false)
      toast(
        next
          ? { title: t`Consent given`, description: t`You can now save your faith answers.` }
          : {
              title: t`Consent withdrawn`,
              description: t`Your faith data has been deleted.`,
            },
      )
    } catch (error) {
      logUnexpected('Consent change failed', error)
      toast({
        title: error instanceof NetworkError ? t`You are offline` : t`Error`,
        description:
          error instanceof NetworkError
            ? t`Connect to the internet and try again.`
            : t`Could not change your consent. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Switch
        label={t`Store my faith data`}
        description={t`We store your faith answers only with your consent: your questionnaire answers, denomination, jurisdiction, church attendance and clergy reference. They are used only to find compatible matches. You can withdraw consent at any time; your faith data is then deleted.`}
        checked={given}
        onChange={(next) => {
          if (busy) return
          if (next) void change(true)
          else setConfirming(true)
        }}
      />
      <Dialog
        open={confirming}
        title={t`Withdraw consent?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              <Trans>Keep consent</Trans>
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void change(false)}
            >
              <Trans>Withdraw and delete</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>
            Your questionnaire answers and clergy reference are deleted, your clergy verification
            ends, and your denomination, jurisdiction, church attendance and spiritual father are
            removed from your profile. This cannot be undone.
          </Trans>
        </p>
      </Dialog>
    </>
  )
}
