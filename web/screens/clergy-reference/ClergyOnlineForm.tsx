import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent, type Ref } from 'react'
import { useLocation } from 'wouter'
import { CLERGY_JURISDICTIONS } from '#shared/domain/vocabularies.ts'
import type { ClergyReference } from '#shared/schemas/clergy.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { isOfflineFailure } from '../../data/api-client.ts'
import {
  saveClergyDraft,
  submitClergyReference,
  type ClergyFormValues,
} from '../../data/clergy-reference.ts'
import { refreshSession } from '../../data/session.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { ChoiceField, SelectField, TextField, fieldId } from './ClergyFields.tsx'
import {
  EVALUATION_QUESTIONS,
  FIELD_LABELS,
  FIELD_ORDER,
  STATUS_QUESTION,
  TITLE_QUESTION,
} from './clergy-form-choices.ts'
import { checkForm, fieldOfRefusal } from './clergy-form-values.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

/** The online form: Parishioner Information, Clergy Evaluation, Clergy Information (§2, §3, §5). */
export function ClergyOnlineForm({
  memberId,
  values,
  onValuesChange,
  onPrintVersion,
  headingRef,
}: {
  memberId: number
  values: ClergyFormValues
  onValuesChange: (values: ClergyFormValues) => void
  onPrintVersion: () => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  function change(name: keyof ClergyReference, value: string) {
    const next = { ...values, [name]: value }
    onValuesChange(next)
    void saveClergyDraft(memberId, next).catch((error: unknown) =>
      console.warn('Could not keep the clergy reference draft', error),
    )
  }

  const errorOf = (name: keyof ClergyReference) =>
    errors[name] && translateMemberServerMessage(i18n, errors[name])

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const first = FIELD_ORDER.find((name) => found[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus()
  }

  async function submit(reference: ClergyReference) {
    setBusy(true)
    try {
      await submitClergyReference(memberId, reference)
      toast({
        title: t`Clergy Reference Submitted`,
        description: t`Your clergy reference form has been successfully submitted for review.`,
      })
      await refreshSession()
      navigate('/profile')
    } catch (error) {
      logUnexpected('Clergy reference submit failed', error)
      if (isOfflineFailure(error)) {
        toast({
          title: t`You are offline`,
          description: t`Your form is kept on this device. Submit it again when you are back online.`,
          variant: 'destructive',
        })
        return
      }
      const field = fieldOfRefusal(error)
      if (field) showErrors({ [field.field]: field.message })
      toast({
        title: t`Error`,
        description: t`Failed to submit clergy reference. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const checked = checkForm(values)
    if (!checked.ok) {
      showErrors(checked.errors)
      return
    }
    setErrors({})
    void submit(checked.reference)
  }

  return (
    <form ref={formRef} className="form clergy-online" onSubmit={onSubmit} noValidate>
      <h2 ref={headingRef} tabIndex={-1} className="clergy-view-heading">
        <Trans>Online Form</Trans>
      </h2>

      <section className="card form" aria-labelledby="clergy-parishioner">
        <h3 id="clergy-parishioner">
          <Trans>Parishioner Information</Trans>
        </h3>
        <TextField
          name="fullName"
          label={FIELD_LABELS.fullName}
          value={values.fullName}
          error={errorOf('fullName')}
          onChange={(value) => change('fullName', value)}
        />
        <TextField
          name="churchName"
          label={FIELD_LABELS.churchName}
          value={values.churchName}
          error={errorOf('churchName')}
          onChange={(value) => change('churchName', value)}
        />
        <SelectField
          name="churchJurisdiction"
          label={FIELD_LABELS.churchJurisdiction}
          value={values.churchJurisdiction}
          error={errorOf('churchJurisdiction')}
          onChange={(value) => change('churchJurisdiction', value)}
        >
          <option value="">{t`Choose…`}</option>
          {CLERGY_JURISDICTIONS.map((jurisdiction) => (
            <option key={jurisdiction} value={jurisdiction}>
              {jurisdiction === 'Other' ? t`Other` : jurisdiction}
            </option>
          ))}
        </SelectField>
        <ChoiceField
          question={STATUS_QUESTION}
          value={values.statusWithChurch}
          error={errorOf('statusWithChurch')}
          onChange={(value) => change('statusWithChurch', value)}
        />
        {values.statusWithChurch === 'other' && (
          <TextField
            name="statusOther"
            label={FIELD_LABELS.statusOther}
            value={values.statusOther}
            error={errorOf('statusOther')}
            optional
            onChange={(value) => change('statusOther', value)}
          />
        )}
      </section>

      <section className="card form" aria-labelledby="clergy-evaluation">
        <h3 id="clergy-evaluation">
          <Trans>Clergy Evaluation</Trans>
        </h3>
        {EVALUATION_QUESTIONS.map((question) => (
          <ChoiceField
            key={question.name}
            question={question}
            value={values[question.name]}
            error={errorOf(question.name)}
            onChange={(value) => change(question.name, value)}
          />
        ))}
      </section>

      <section className="card form" aria-labelledby="clergy-information">
        <h3 id="clergy-information">
          <Trans>Clergy Information</Trans>
        </h3>
        <TextField
          name="clergyName"
          label={FIELD_LABELS.clergyName}
          value={values.clergyName}
          error={errorOf('clergyName')}
          onChange={(value) => change('clergyName', value)}
        />
        <ChoiceField
          question={TITLE_QUESTION}
          value={values.clergyTitle}
          error={errorOf('clergyTitle')}
          onChange={(value) => change('clergyTitle', value)}
        />
        <TextField
          name="parishName"
          label={FIELD_LABELS.parishName}
          value={values.parishName}
          error={errorOf('parishName')}
          onChange={(value) => change('parishName', value)}
        />
        <TextField
          name="signature"
          label={FIELD_LABELS.signature}
          value={values.signature}
          error={errorOf('signature')}
          onChange={(value) => change('signature', value)}
        />
        <TextField
          name="date"
          type="date"
          label={FIELD_LABELS.date}
          value={values.date}
          error={errorOf('date')}
          onChange={(value) => change('date', value)}
        />
      </section>

      <div className="clergy-buttons">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t`Submitting...` : t`Submit Reference Form`}
        </button>
        <button type="button" className="button" onClick={onPrintVersion}>
          {t`Print Version`}
        </button>
      </div>
    </form>
  )
}
