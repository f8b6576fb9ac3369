import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError } from '../../data/api-client.ts'
import { downloadMyData } from '../../data/privacy.ts'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'
import { ReligiousConsentSwitch } from './ReligiousConsentSwitch.tsx'
import { logUnexpected } from '../../data/log-unexpected.ts'

/** Settings › Your Data: consent to store faith data, the data export, account deletion. */
export function PrivacySection() {
  const { t } = useLingui()
  const { toast } = useToast()
  const [downloading, setDownloading] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function download() {
    setDownloading(true)
    try {
      await downloadMyData()
      toast({ title: t`Your data is downloading` })
    } catch (error) {
      logUnexpected('Data export failed', error)
      toast({
        title: error instanceof NetworkError ? t`You are offline` : t`Error`,
        description:
          error instanceof NetworkError
            ? t`Connect to the internet and try again.`
            : t`Could not download your data. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section className="card settings-section" aria-labelledby="privacy-data-heading">
      <h2 id="privacy-data-heading">{t`Your Data`}</h2>
      <div className="settings-list">
        <ReligiousConsentSwitch />
        <div className="settings-row">
          <p className="muted">{t`Everything we hold about you, as a JSON file`}</p>
          <button
            type="button"
            className="button button-small"
            disabled={downloading}
            onClick={() => void download()}
          >
            <Trans>Download my data</Trans>
          </button>
        </div>
        <div className="settings-row">
          <button
            type="button"
            className="button button-danger button-block"
            onClick={() => setDeleting(true)}
          >
            <Trans>Delete my account</Trans>
          </button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  )
}
