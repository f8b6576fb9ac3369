import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { DEACON_LETTER_MAX_BYTES, DeaconLetterFileSchema } from '#shared/schemas/profile.ts'
import { RELIGIOUS_PROFILE_FIELDS } from '#shared/schemas/privacy.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { Switch } from '../../components/switch/Switch.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import {
  isProfileConflict,
  latestProfileEditVersion,
  loadBuilderDraft,
  saveBuilderDraft,
  submitProfile,
  uploadDeaconLetter,
} from '../../data/profile-builder.ts'
import type { QueuedProfile } from '../../data/profile-outbox.ts'
import { isOfflineFailure } from '../../data/api-client.ts'
import { queueProfile } from '../../data/profile-queue.ts'
import { refreshSession, useSession } from '../../data/session.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { PhotoGallery } from '../profile/PhotoGallery.tsx'
import { ConsentRequest } from '../questionnaire/ConsentRequest.tsx'
import { useConsent } from '../questionnaire/use-consent.ts'
import {
  PROFILE_STEPS,
  STEP_COUNT,
  profileInput,
  stepErrors,
  valuesFromMember,
  type BuilderValues,
  type StepField,
} from './profile-steps.ts'
import { QueuedProfileNotice } from './QueuedProfileNotice.tsx'
import { useQueuedProfile } from './use-queued-profile.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

/** /profile-builder: the five-step profile wizard (profile-faith-parish §2, §5). */
export function ProfileBuilderScreen() {
  const session = useSession()
  const { t } = useLingui()
  if (session.status !== 'signed-in') return <PageHeading>{t`Complete Your Profile`}</PageHeading>
  return <ProfileBuilder member={session.member} />
}

type Loaded = {
  step: number
  values: BuilderValues
  /** The profileEditVersion the edit started from (decisions 009, 011). */
  baseVersion: number
  /** The last submit of these values met a newer edit made elsewhere (409). */
  conflict: boolean
}

/** A step holding religious data (docs/privacy.md) is shown only once the member consented. */
const asksReligiousData = (step: number) =>
  PROFILE_STEPS[step]!.fields.some((field) =>
    (RELIGIOUS_PROFILE_FIELDS as readonly string[]).includes(field.name),
  )
/** The step that asks for consent to store religious data (the Orthodox Faith step). */
const CONSENT_STEP = PROFILE_STEPS.findIndex((_, step) => asksReligiousData(step))

/** The queued submit was refused (403) because the server holds no consent to faith data. */
const refusedForConsent = (queued: QueuedProfile) =>
  queued?.status === 'failed' && queued.code === 'consent_required'

/** The draft as the wizard opens it; a draft without a version takes the server's current one. */
async function loadWizard(member: CurrentUser): Promise<Loaded> {
  const draft = await loadBuilderDraft()
  const fromMember = valuesFromMember(member)
  if (!draft)
    return { step: 0, values: fromMember, baseVersion: member.profileEditVersion, conflict: false }
  return {
    step: Math.min(draft.step, STEP_COUNT - 1),
    values: { ...fromMember, ...draft.values },
    baseVersion:
      draft.baseVersion ?? (await latestProfileEditVersion()) ?? member.profileEditVersion,
    conflict: draft.conflict ?? false,
  }
}

function ProfileBuilder({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const queued = useQueuedProfile()
  useEffect(() => {
    let live = true
    void loadWizard(member).then((wizard) => {
      if (live) setLoaded(wizard)
    })
    return () => {
      live = false
    }
    // The draft is read once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!loaded || queued === undefined) return <PageHeading>{t`Complete Your Profile`}</PageHeading>
  // Refused for want of consent: the wizard opens where consent is given, whatever step it was on.
  const refused = refusedForConsent(queued)
  return (
    <Wizard
      initial={refused ? { ...loaded, step: CONSENT_STEP } : loaded}
      member={member}
      queued={queued}
      consentRefused={refused}
    />
  )
}

function Wizard(props: {
  initial: Loaded
  member: CurrentUser
  queued: QueuedProfile
  /** The server refused the queued submit for want of consent: the cached consent does not count. */
  consentRefused: boolean
}) {
  const { initial, member, queued } = props
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const [step, setStep] = useState(initial.step)
  const [values, setValues] = useState(initial.values)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [conflict, setConflict] = useState(initial.conflict)
  const baseVersion = useRef(initial.baseVersion)
  const [consented, given] = useConsent(
    props.consentRefused ? { religiousDataConsentAt: null } : member,
  )
  const needsConsent = asksReligiousData(step) && !consented
  const current = PROFILE_STEPS[step]!
  const last = step === STEP_COUNT - 1
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100)
  const stepNumber = step + 1

  /** Keeps the draft, with the version the edit started from and whether it met a conflict. */
  function keep(nextStep: number, nextValues: BuilderValues, conflicted = conflict) {
    const draft = { step: nextStep, values: nextValues, baseVersion: baseVersion.current }
    void saveBuilderDraft(conflicted ? { ...draft, conflict: true } : draft).catch(
      (error: unknown) => console.warn('Could not keep the profile draft', error),
    )
  }

  function change(name: string, value: string) {
    // Functional, so an upload finishing later does not undo what was typed meanwhile.
    setValues((previous) => {
      const next = { ...previous, [name]: value }
      keep(step, next)
      return next
    })
  }

  function goTo(nextStep: number) {
    setErrors({})
    setStep(nextStep)
    keep(nextStep, values)
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const first = current.fields.find((field) => found[field.name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
  }

  function showFailure(error: unknown) {
    logUnexpected('Profile create failed', error)
    toast({
      title: t`Error`,
      description: t`Failed to create profile. Please try again.`,
      variant: 'destructive',
    })
  }

  /** The submit's body: the values and the version the edit started from. */
  const submission = () => ({ ...profileInput(values), baseVersion: baseVersion.current })

  /** Consent is not a builder field: the edit goes on from the version it started from (decision 011). */
  function consentGiven() {
    given()
    keep(step, values)
  }

  /**
   * 409 online: the profile changed elsewhere since the edit started. The form stays as typed and
   * says so; submitting again starts from the version the server holds now.
   */
  async function conflictFound() {
    setConflict(true)
    baseVersion.current = (await latestProfileEditVersion()) ?? baseVersion.current
    keep(step, values, true)
  }

  async function complete() {
    setBusy(true)
    try {
      await submitProfile(submission())
      toast({
        title: t`Profile Created`,
        description: t`Your Orthodox dating profile has been successfully created!`,
      })
      await refreshSession()
      navigate('/profile')
    } catch (error) {
      if (isOfflineFailure(error)) await queue()
      else if (isProfileConflict(error)) await conflictFound()
      else showFailure(error)
    } finally {
      setBusy(false)
    }
  }

  /** Offline: the outbox sends the profile once the device is back online; the member goes on. */
  async function queue() {
    try {
      await queueProfile(submission())
    } catch (error) {
      showFailure(error)
      return
    }
    toast({
      title: t`Saved on this device`,
      description: t`Your profile will be sent when you are back online.`,
    })
    navigate('/profile')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = stepErrors(step, values)
    if (Object.keys(found).length > 0) {
      showErrors(found)
      return
    }
    setErrors({})
    if (last) void complete()
    else goTo(step + 1)
  }

  return (
    <section className="profile-builder">
      <PageHeading>{t`Complete Your Profile`}</PageHeading>
      <div className="wizard-progress">
        <p>
          <Trans>
            Step {stepNumber} of {STEP_COUNT}
          </Trans>{' '}
          <span className="muted">
            <Trans>{percent}% complete</Trans>
          </span>
        </p>
        <progress max={100} value={percent} aria-label={t`Profile progress`} />
      </div>
      <QueuedProfileNotice queued={queued ?? (conflict ? { status: 'conflict' } : null)} />
      {/* Photos first, as members judge a profile (issue #14); optional, and saved at once. */}
      {step === 0 && <PhotoGallery member={member} />}
      <form ref={formRef} className="form card" onSubmit={onSubmit} noValidate>
        <h2>{i18n._(current.title)}</h2>
        {needsConsent && (
          <ConsentRequest
            actionLabel={t`I consent, continue`}
            headingLevel={3}
            onGiven={consentGiven}
          />
        )}
        {!needsConsent &&
          current.fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={errors[field.name] && translateMemberServerMessage(i18n, errors[field.name]!)}
              onChange={(value) => change(field.name, value)}
            />
          ))}
        {last && (
          <DeaconLetter
            uploaded={Boolean(values.deaconLetterUrl)}
            onUploaded={(url) => change('deaconLetterUrl', url)}
          />
        )}
        <div className="wizard-buttons">
          <button
            type="button"
            className="button"
            disabled={step === 0 || busy}
            onClick={() => goTo(step - 1)}
          >
            {t`Previous`}
          </button>
          {!needsConsent && (
            <button type="submit" className="button button-primary" disabled={busy}>
              {last ? (busy ? t`Creating profile…` : t`Complete Profile`) : t`Next`}
            </button>
          )}
        </div>
      </form>
    </section>
  )
}

function Field(props: {
  field: StepField
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const { t, i18n } = useLingui()
  const { field, value, error } = props
  const id = `profile-${field.name}`
  const common = {
    id,
    name: field.name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    required: !field.optional,
  }
  if (field.kind === 'switch')
    return (
      <div className="field field-switch">
        <Switch
          label={i18n._(field.label)}
          description={t`Only you see it while this is off.`}
          checked={value === 'true'}
          onChange={(checked) => props.onChange(checked ? 'true' : '')}
        />
      </div>
    )
  return (
    <div className="field">
      <label htmlFor={id}>{i18n._(field.label)}</label>
      {field.kind === 'select' ? (
        <select {...common} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{field.blank ? i18n._(field.blank) : t`Choose…`}</option>
          {field.options!.map((option) => {
            const label = field.optionLabels?.[option]
            return (
              <option key={option} value={option}>
                {label ? i18n._(label) : option}
              </option>
            )
          })}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.kind === 'number' ? 'number' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          list={field.suggestions ? `${id}-suggestions` : undefined}
          autoComplete={field.suggestions ? 'off' : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {field.suggestions && (
        <datalist id={`${id}-suggestions`}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** Step 5: the letter uploads as soon as it is chosen (profile-faith-parish §2, §5, §8). */
function DeaconLetter(props: { uploaded: boolean; onUploaded: (url: string) => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [uploading, setUploading] = useState(false)

  async function choose(file: File | undefined) {
    if (!file) return
    if (!DeaconLetterFileSchema.safeParse({ type: file.type, size: file.size }).success) {
      const tooLarge = file.size > DEACON_LETTER_MAX_BYTES
      toast({
        title: tooLarge ? t`File Too Large` : t`Invalid File Type`,
        description: tooLarge
          ? t`Please upload a file smaller than 5MB.`
          : t`Please upload a PDF or image file.`,
        variant: 'destructive',
      })
      return
    }
    setUploading(true)
    try {
      props.onUploaded(await uploadDeaconLetter(file))
      toast({
        title: t`Letter Uploaded`,
        description: t`Deacon recommendation letter uploaded successfully.`,
      })
    } catch (error) {
      logUnexpected('Deacon letter upload failed', error)
      toast({
        title: t`Upload Failed`,
        description: t`Failed to upload deacon letter. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="field">
      <label htmlFor="profile-deaconLetter">{t`Deacon recommendation letter (PDF or image, up to 5MB)`}</label>
      <input
        id="profile-deaconLetter"
        type="file"
        accept="application/pdf,image/*"
        disabled={uploading}
        aria-describedby="profile-deaconLetter-status"
        onChange={(event) => {
          void choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <p id="profile-deaconLetter-status" className="muted" aria-live="polite">
        {uploading
          ? t`Uploading…`
          : props.uploaded
            ? t`Your letter is uploaded.`
            : t`Optional: a letter from your deacon or priest helps other members trust your profile.`}
      </p>
    </div>
  )
}
