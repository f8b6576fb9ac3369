import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError } from '../../data/api-client.ts'
import { setReligiousDataConsent } from '../../data/privacy.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

/**
 * The explicit consent the server needs before it stores faith answers (docs/privacy.md),
 * asked inline: before the questionnaire starts, or when a save was refused for want of it.
 * The heading takes focus, so keyboard and screen-reader users start here.
 */
export function ConsentRequest({
  actionLabel,
  onGiven,
  headingLevel = 2,
}: {
  actionLabel: string
  onGiven: () => void
  /** 3 where the request sits inside a step that has its own h2. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const { t } = useLingui()
  const { toast } = useToast()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => headingRef.current?.focus(), [])

  async function give() {
    setBusy(true)
    try {
      await setReligiousDataConsent(true)
      onGiven()
    } catch (error) {
      logUnexpected('Giving consent failed', error)
      toast({
        title: error instanceof NetworkError ? t`You are offline` : t`Error`,
        description:
          error instanceof NetworkError
            ? t`Your answers are kept on this device. Give consent when you are back online.`
            : t`Could not record your consent. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card consent-request" aria-labelledby="consent-request-heading">
      <Heading
        id="consent-request-heading"
        ref={headingRef}
        tabIndex={-1}
        className="questionnaire-section-title"
      >
        {t`Your consent is needed`}
      </Heading>
      <p>
        <Trans>
          We store your faith answers only with your consent. Your beliefs are sensitive personal
          data: we use them only to find compatible Orthodox matches, and never share them with
          anyone else.
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          You can withdraw consent at any time in <Link to="/settings">Settings</Link>; your faith
          data is then deleted.
        </Trans>
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => void give()}
      >
        {actionLabel}
      </button>
    </section>
  )
}
