import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { loadClergyDraft, type ClergyFormValues } from '../../data/clergy-reference.ts'
import { useSession } from '../../data/session.ts'
import { ConsentRequest } from '../questionnaire/ConsentRequest.tsx'
import { useConsent } from '../questionnaire/use-consent.ts'
import { ClergyOnlineForm } from './ClergyOnlineForm.tsx'
import { ClergyPrintForm } from './ClergyPrintForm.tsx'
import { initialValues } from './clergy-form-values.ts'
import './clergy-reference.css'

type View = 'online' | 'print'

/** /clergy-reference: the form a priest or deacon completes, online or on paper (§2). */
export function ClergyReferenceScreen() {
  const session = useSession()
  const { t } = useLingui()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  const [values, setValues] = useState<ClergyFormValues | null>(null)
  const [consented, given] = useConsent(session.status === 'signed-in' ? session.member : null)
  // The reference is religious data: stored only with the member's consent (docs/privacy.md).
  const needsConsent = session.status === 'signed-in' && !consented

  useEffect(() => {
    if (memberId === null) return
    let live = true
    void loadClergyDraft(memberId)
      .catch((error: unknown) => {
        console.warn('Could not read the clergy reference draft', error)
        return null
      })
      .then((draft) => {
        if (live) setValues(initialValues(new Date(), draft))
      })
    return () => {
      live = false
    }
  }, [memberId])

  return (
    <section className="clergy-reference">
      <Link to="/profile" className="button no-print clergy-back">
        <Trans>Back to Profile</Trans>
      </Link>
      <PageHeading>{t`Clergy Reference Form`}</PageHeading>
      {needsConsent && <ConsentRequest actionLabel={t`I consent, continue`} onGiven={given} />}
      {!needsConsent && memberId !== null && values && (
        <ClergyViews memberId={memberId} values={values} onValuesChange={setValues} />
      )}
    </section>
  )
}

function ClergyViews(props: {
  memberId: number
  values: ClergyFormValues
  onValuesChange: (values: ClergyFormValues) => void
}) {
  const { t } = useLingui()
  const [view, setView] = useState<View>('online')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const switched = useRef(false)

  useEffect(() => {
    // After a switch (not on the first render) the new view's heading takes the focus.
    if (switched.current) headingRef.current?.focus()
  }, [view])

  function show(next: View) {
    switched.current = true
    setView(next)
  }

  return (
    <>
      <p className="muted no-print">
        <Trans>
          To be completed by your priest or deacon, here on this device or on the printed paper
          form.
        </Trans>
      </p>
      <div className="clergy-toggle no-print" role="group" aria-label={t`Form version`}>
        <button
          type="button"
          className={view === 'online' ? 'button button-primary' : 'button'}
          aria-pressed={view === 'online'}
          onClick={() => show('online')}
        >
          {t`Online Form`}
        </button>
        <button
          type="button"
          className={view === 'print' ? 'button button-primary' : 'button'}
          aria-pressed={view === 'print'}
          onClick={() => show('print')}
        >
          {t`Print Form`}
        </button>
      </div>
      {view === 'online' ? (
        <ClergyOnlineForm
          memberId={props.memberId}
          values={props.values}
          onValuesChange={props.onValuesChange}
          onPrintVersion={() => show('print')}
          headingRef={headingRef}
        />
      ) : (
        <ClergyPrintForm onSwitchToOnline={() => show('online')} headingRef={headingRef} />
      )}
    </>
  )
}
