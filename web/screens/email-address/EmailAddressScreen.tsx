import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { ReadState } from '../account/ReadState.tsx'
import { useOnlineRead } from '../account/use-online-read.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import {
  cancelEmailChange,
  fetchEmailStatus,
  resendConfirmation,
} from '../../data/email-address.ts'
import { useAddressErrorText } from './address-error-text.ts'
import { ConfirmationCodeForm } from './ConfirmationCodeForm.tsx'
import { EmailChangeForm } from './EmailChangeForm.tsx'
import './email-address.css'

/**
 * Settings › Email address (/settings/email, issue #34 parts 2 and 4, docs/accounts.md): the
 * account's address and whether it is confirmed (a new link, or the code of the mail), a change
 * waiting for confirmation from the new address, and the form that asks for one. Online only.
 */
export function EmailAddressScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const errorText = useAddressErrorText()
  const { state: loaded, reload, retry } = useOnlineRead(fetchEmailStatus)
  const [busy, setBusy] = useState(false)

  const act = async (action: () => Promise<string>) => {
    setBusy(true)
    try {
      toast({ title: await action() })
      reload()
    } catch (error) {
      toast({ title: errorText(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="email-address">
      <PageHeading>{t`Email address`}</PageHeading>
      {loaded.status !== 'loaded' ? (
        <ReadState
          state={loaded}
          offline={t`You are offline. Your email settings need a connection.`}
          failed={t`Your email settings could not be loaded.`}
          onRetry={retry}
        />
      ) : (
        <>
          <section className="card address-card" aria-labelledby="address-now">
            <h2 id="address-now" className="address-label">
              <Trans>Your address</Trans>
            </h2>
            <p className="address-value">{loaded.value.email}</p>
            {loaded.value.verified ? (
              <p className="address-state address-confirmed">
                <span aria-hidden="true">✓ </span>
                <Trans>Confirmed</Trans>
              </p>
            ) : (
              <>
                <p className="address-state address-unconfirmed">
                  <Trans>
                    Not confirmed yet. Open the link we emailed you, or enter its code here.
                  </Trans>
                </p>
                <ConfirmationCodeForm
                  id="confirm-code"
                  onConfirmed={() => {
                    toast({ title: t`Your email address is confirmed` })
                    reload()
                  }}
                />
                <button
                  type="button"
                  className="button button-block"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await resendConfirmation()
                      return t`A new link and code are on their way to ${loaded.value.email}`
                    })
                  }
                >
                  <Trans>Send a new link</Trans>
                </button>
              </>
            )}
          </section>
          {loaded.value.pending ? (
            <section className="card address-card" aria-labelledby="address-pending">
              <h2 id="address-pending" className="address-label">
                <Trans>Waiting for confirmation</Trans>
              </h2>
              <p className="address-value">{loaded.value.pending.email}</p>
              <p className="muted">
                <Trans>
                  Open the link we sent to this address, or enter its code. Until then your account
                  keeps its address.
                </Trans>
              </p>
              <ConfirmationCodeForm
                id="change-code"
                onConfirmed={(confirmed) => {
                  toast({ title: t`Your account now uses ${confirmed.email}` })
                  reload()
                }}
              />
              <button
                type="button"
                className="button button-block"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await cancelEmailChange()
                    return t`The change of address was cancelled`
                  })
                }
              >
                <Trans>Cancel the change</Trans>
              </button>
            </section>
          ) : (
            <section className="card address-card" aria-labelledby="address-change">
              <h2 id="address-change" className="address-label">
                <Trans>Change your address</Trans>
              </h2>
              <p className="muted">
                <Trans>
                  We will email a link to the new address. Your old address is told, and can undo
                  the change for 7 days.
                </Trans>
              </p>
              <EmailChangeForm
                onRequested={(email) => {
                  toast({ title: t`Check ${email} for the confirmation link` })
                  reload()
                }}
              />
            </section>
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
