import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { CHURCH_ATTENDANCE, DENOMINATIONS } from '#shared/domain/vocabularies.ts'
import { FaithBasicsSchema } from '#shared/schemas/first-run.ts'
import {
  saveFaithBasics,
  useShownFaithBasics,
  type ShownFaithBasics,
} from '../../data/faith-basics.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { StepFrame, type StepProps } from './FirstRunScreen.tsx'

/**
 * The denomination (the deck needs it) and the church attendance (compatibility needs it; may
 * stay empty), with the consent the server needs before it stores a faith answer
 * (docs/privacy.md), asked here, where the first faith answer is, and sent with the answers.
 */
export function FaithStep({ member, onDone }: StepProps) {
  const shown = useShownFaithBasics(member)
  if (!shown) return null
  return <FaithForm shown={shown} onDone={onDone} />
}

function FaithForm(props: { shown: ShownFaithBasics; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const consented = props.shown.consented
  const formRef = useRef<HTMLFormElement>(null)
  const [denomination, setDenomination] = useState<string>(props.shown.denomination ?? '')
  const [attendance, setAttendance] = useState<string>(props.shown.churchAttendanceFrequency ?? '')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<{ denomination?: string; consent?: string }>({})

  function refuse(found: { denomination?: string; consent?: string }) {
    setErrors(found)
    const first = found.denomination ? 'denomination' : 'consent'
    formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = FaithBasicsSchema.safeParse({
      denomination: denomination || undefined,
      churchAttendanceFrequency: attendance || null,
      jurisdiction: props.shown.jurisdiction,
    })
    const found = {
      ...(!parsed.success && {
        denomination: translateMemberServerMessage(i18n, parsed.error.issues[0]!.message),
      }),
      ...(!consented &&
        !consent && { consent: t`Tick the box to let us keep your faith answers.` }),
    }
    if (!parsed.success || found.consent) return refuse(found)
    setErrors({})
    // Consent goes with the answers, in one change through the outbox: both land together, when
    // the connection is back if it is not there now.
    await saveFaithBasics({ ...parsed.data, ...(!consented && { religiousDataConsent: true }) })
    props.onDone()
  }

  const errorOf = (name: 'denomination' | 'consent') =>
    errors[name] && (
      <p id={`faith-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    )

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <StepFrame
        step="faith"
        title={t`Your faith`}
        lead={
          <Trans>
            Orthodox Hearts matches you with members who share your faith. Only your denomination is
            needed to start.
          </Trans>
        }
        actions={
          <button type="submit" className="button button-primary button-block">
            {t`Continue`}
          </button>
        }
      >
        <fieldset
          className="card first-run-card choice-group"
          aria-describedby={errors.denomination ? 'faith-denomination-error' : undefined}
        >
          <legend>{t`Denomination`}</legend>
          <RadioChoices
            name="denomination"
            className="choice-cards"
            itemClassName="choice-card"
            options={DENOMINATIONS}
            value={denomination}
            invalid={Boolean(errors.denomination)}
            onChange={setDenomination}
          />
          {errorOf('denomination')}
        </fieldset>

        <fieldset className="card first-run-card choice-group">
          <legend>{t`How often do you go to church? (optional)`}</legend>
          <p className="muted">{t`Compatibility scores need it, yours and theirs.`}</p>
          <RadioChoices
            name="churchAttendanceFrequency"
            className="choice-chips"
            itemClassName="choice-chip"
            options={CHURCH_ATTENDANCE}
            value={attendance}
            onChange={setAttendance}
          />
        </fieldset>

        {!consented && (
          <div className="card first-run-card first-run-consent">
            <label className="consent-check">
              <input
                type="checkbox"
                name="consent"
                checked={consent}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'faith-consent-error' : 'faith-consent-why'}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <span>
                <Trans>
                  I agree that Orthodox Hearts keeps my faith answers to find my matches.
                </Trans>
              </span>
            </label>
            <p id="faith-consent-why" className="muted">
              <Trans>
                They are sensitive personal data: never shared with anyone else. You can withdraw at
                any time in <Link to="/settings">Settings</Link>, and they are deleted.
              </Trans>
            </p>
            {errorOf('consent')}
          </div>
        )}
      </StepFrame>
    </form>
  )
}

/** One answer of a list, as cards or chips to tap (the radio drawn by the card, first-run.css). */
function RadioChoices(props: {
  name: string
  className: string
  itemClassName: string
  options: readonly string[]
  value: string
  invalid?: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className={props.className}>
      {props.options.map((each) => (
        <label key={each} className={props.itemClassName}>
          <input
            type="radio"
            name={props.name}
            value={each}
            checked={props.value === each}
            aria-invalid={props.invalid || undefined}
            onChange={() => props.onChange(each)}
          />
          <span>{each}</span>
        </label>
      ))}
    </div>
  )
}
