import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { ADULT_AGE, yearsBefore } from '#shared/domain/age.ts'
import { BirthDateConfirmationSchema } from '#shared/schemas/birth-date.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { serverMessage } from '../../app/server-message.ts'
import { NetworkError } from '../../data/api-client.ts'
import { birthDateAskedKey, confirmBirthDate } from '../../data/birth-date.ts'
import { setDeviceSetting } from '../../data/device-settings.ts'
import { useStoredFlag } from '../../data/stored-flag.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import './birth-date-card.css'

/**
 * A member who joined when the app asked for an age is asked their date of birth, once and
 * calmly (docs/first-run.md): a card on their own profile they may put off for good; nothing
 * waits for it.
 */
export function BirthDateCard({ member }: { member: CurrentUser }) {
  // Undefined while the device's answer is read: nothing shows until it is known.
  const asked = useStoredFlag(birthDateAskedKey(member.id))
  if (member.birthDateConfirmed || asked !== false) return null
  return <BirthDateForm member={member} />
}

function BirthDateForm({ member }: { member: CurrentUser }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = BirthDateConfirmationSchema.safeParse({ birthDate: value })
    if (!parsed.success) {
      setError(translateMemberServerMessage(i18n, parsed.error.issues[0]!.message))
      return
    }
    setBusy(true)
    try {
      await confirmBirthDate(parsed.data)
    } catch (caught) {
      // The server names the field ("birthDate: …") on a 400; a 409 says it was already given.
      const message = serverMessage(caught).message?.replace(/^birthDate: /, '')
      setError(
        caught instanceof NetworkError || !message
          ? t`You are offline. Please try again once you are back online.`
          : translateMemberServerMessage(i18n, message),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card birth-date-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Your date of birth`}</h2>
      <p className="muted">
        <Trans>
          We now keep your date of birth rather than your age, so your age stays right every year.
          Others see only your age.
        </Trans>
      </p>
      <form className="birth-date-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor="birth-date-confirm">{t`Date of birth`}</label>
          <input
            id="birth-date-confirm"
            type="date"
            autoComplete="bday"
            max={yearsBefore(new Date(), ADULT_AGE)}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'birth-date-confirm-error' : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {error && (
            <p id="birth-date-confirm-error" className="field-error">
              {error}
            </p>
          )}
        </div>
        <div className="birth-date-actions">
          <button type="submit" className="button button-primary button-small" disabled={busy}>
            {t`Save`}
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => void setDeviceSetting(birthDateAskedKey(member.id), true)}
          >
            {t`Skip`}
          </button>
        </div>
      </form>
    </section>
  )
}
