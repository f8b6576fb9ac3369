import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { SignupRequestSchema, type SignupRequest } from '#shared/schemas/auth.ts'
import { ADULT_AGE, yearsBefore } from '#shared/domain/age.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { FormAlert } from '../../components/form-alert/FormAlert.tsx'
import { signUp } from '../../data/session.ts'
import { safeNext } from '../../app/safe-next.ts'
import { firstRunPath } from '../first-run/first-run-steps.ts'
import { serverMessage } from '../../app/server-message.ts'
import { translateServerMessage } from '../../i18n/server-messages.ts'

type Field = keyof SignupRequest
const FIELD_ORDER: Field[] = [
  'email',
  'password',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'lookingFor',
]
type Errors = Partial<Record<Field, string>>

function isField(value: unknown): value is Field {
  return (FIELD_ORDER as unknown[]).includes(value)
}

/** Reads the form into the request shape; the shared schema does the checking. */
function readForm(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: Field) => String(data.get(name) ?? '')
  return {
    email: text('email'),
    password: text('password'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: text('birthDate'),
    gender: data.get('gender') ?? undefined,
    lookingFor: data.get('lookingFor') ?? undefined,
  }
}

export function SignUpScreen() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const [, navigate] = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const translate = (message: string) => translateServerMessage(i18n, message)
  const latestBirthDate = yearsBefore(new Date(), ADULT_AGE)

  function showErrors(found: Errors) {
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const parsed = SignupRequestSchema.safeParse(readForm(event.currentTarget))
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (isField(field) && !found[field]) found[field] = translate(issue.message)
      }
      showErrors(found)
      return
    }
    showErrors({})
    setBusy(true)
    // GuestOnly moves the member on to `next` as soon as the session shows them signed in: a new
    // account goes through the first run (/welcome, issue #35) on its way there. Kept here, in
    // the sign-up's own chunk, rather than in the shell every page loads.
    const signUpPath = `/signup?next=${encodeURIComponent(next)}`
    navigate(`/signup?next=${encodeURIComponent(firstRunPath(undefined, next))}`, { replace: true })
    try {
      await signUp(parsed.data)
    } catch (caught) {
      navigate(signUpPath, { replace: true })
      const { status, message } = serverMessage(caught)
      // The server names the field as "birthDate: You must be 18 or older…"; tie it to that field.
      const [field, ...rest] = (message ?? '').split(': ')
      if (status === 429) {
        // The server's wait is in English; the member is told in their language.
        setFormError(t`Too many sign-ups from this network. Please try again later.`)
      } else if (isField(field) && rest.length > 0) {
        showErrors({ [field]: translate(rest.join(': ')) })
      } else {
        setFormError(message ? translate(message) : t`Network error. Please try again.`)
      }
    } finally {
      setBusy(false)
    }
  }

  const fieldProps = (name: Field) => ({
    id: `signup-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `signup-${name}-error` : undefined,
  })
  const error = (name: Field) =>
    errors[name] && (
      <p id={`signup-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    )

  const genderOptions = (
    <>
      <option value="" disabled>
        {t`Choose…`}
      </option>
      <option value="male">{t`Male`}</option>
      <option value="female">{t`Female`}</option>
    </>
  )

  return (
    <section className="auth-screen">
      <PageHeading>{t`Create your account`}</PageHeading>
      <p className="muted">
        <Trans>Join Orthodox Hearts: it connects Orthodox Christians worldwide.</Trans>
      </p>
      <form
        ref={formRef}
        className="form card"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {formError && <FormAlert message={formError} />}
        <FieldBox label={t`Email`} htmlFor="signup-email" error={error('email')}>
          <input {...fieldProps('email')} type="email" autoComplete="email" required />
        </FieldBox>
        <FieldBox label={t`Password`} htmlFor="signup-password" error={error('password')}>
          <input {...fieldProps('password')} type="password" autoComplete="new-password" required />
        </FieldBox>
        <FieldBox label={t`First name`} htmlFor="signup-firstName" error={error('firstName')}>
          <input {...fieldProps('firstName')} autoComplete="given-name" required />
        </FieldBox>
        <FieldBox label={t`Last name`} htmlFor="signup-lastName" error={error('lastName')}>
          <input {...fieldProps('lastName')} autoComplete="family-name" required />
        </FieldBox>
        <FieldBox label={t`Date of birth`} htmlFor="signup-birthDate" error={error('birthDate')}>
          {/* The phone's own date picker; it offers no day that would make the member under 18. */}
          <input
            {...fieldProps('birthDate')}
            type="date"
            autoComplete="bday"
            max={latestBirthDate}
            required
          />
        </FieldBox>
        <FieldBox label={t`Gender`} htmlFor="signup-gender" error={error('gender')}>
          <select {...fieldProps('gender')} required defaultValue="">
            {genderOptions}
          </select>
        </FieldBox>
        <FieldBox label={t`Looking for`} htmlFor="signup-lookingFor" error={error('lookingFor')}>
          <select {...fieldProps('lookingFor')} required defaultValue="">
            {genderOptions}
          </select>
        </FieldBox>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t`Creating your account…` : t`Create account`}
        </button>
      </form>
      <p>
        <Trans>
          Already a member?{' '}
          <Link to={next === '/' ? '/signin' : `/signin?next=${encodeURIComponent(next)}`}>
            Sign In
          </Link>
        </Trans>
      </p>
    </section>
  )
}

function FieldBox(props: {
  label: string
  htmlFor: string
  error: ReactNode
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={props.htmlFor}>{props.label}</label>
      {props.children}
      {props.error}
    </div>
  )
}
