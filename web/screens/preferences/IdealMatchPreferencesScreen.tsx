import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link, useLocation } from 'wouter'
import {
  DEFAULT_MATCH_PREFERENCES,
  MatchPreferencesSchema,
  RELIGIOUS_PREFERENCE_KEYS,
  type MatchPreferences,
} from '#shared/schemas/preferences.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import type { ToastInput } from '../../components/toast/toast-context.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { CONTINUE_DELAY_MS } from '../../components/wizard/continue-delay.ts'
import { HttpError, isOfflineFailure } from '../../data/api-client.ts'
import {
  loadPreferencesDraft,
  saveMatchPreferences,
  savePreferencesDraft,
} from '../../data/match-preferences.ts'
import { useSession } from '../../data/session.ts'
import { ConsentRequest } from '../questionnaire/ConsentRequest.tsx'
import { useConsent } from '../questionnaire/use-consent.ts'
import { PreferenceQuestion, type ChangePreference } from './PreferenceQuestion.tsx'
import { PreferencesReview } from './PreferencesReview.tsx'
import { PREFERENCE_STEPS, REVIEW_STEP, STEP_COUNT, isShown } from './preference-steps.ts'
import './preferences.css'
import { logUnexpected } from '../../data/log-unexpected.ts'

/** /ideal-match-preferences: the six-step ideal-match wizard (profile-faith-parish §2, §4, §5). */
export function IdealMatchPreferencesScreen() {
  const session = useSession()
  const { t } = useLingui()
  if (session.status !== 'signed-in') return <PageHeading>{t`Ideal Match Preferences`}</PageHeading>
  return <PreferencesLoader member={session.member} />
}

type Loaded = { step: number; values: MatchPreferences }

/** What the member saved before, read as today's preferences (defaults where missing). */
function savedPreferences(member: CurrentUser): MatchPreferences {
  const parsed = MatchPreferencesSchema.safeParse(member.matchPreferences ?? {})
  return parsed.success ? parsed.data : DEFAULT_MATCH_PREFERENCES
}

function PreferencesLoader({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let live = true
    void loadPreferencesDraft(member.id).then((draft) => {
      if (!live) return
      setLoaded(
        draft
          ? { step: Math.min(draft.step, STEP_COUNT - 1), values: draft.values }
          : { step: 0, values: savedPreferences(member) },
      )
    })
    return () => {
      live = false
    }
    // The draft is read once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!loaded) return <PageHeading>{t`Ideal Match Preferences`}</PageHeading>
  return <Wizard member={member} initial={loaded} />
}

/** A step asking religious preferences (docs/privacy.md) shows them only once the member consented. */
const asksReligiousPreferences = (step: number) =>
  PREFERENCE_STEPS[step]!.items.some((item) =>
    (RELIGIOUS_PREFERENCE_KEYS as readonly string[]).includes(item.key),
  )

type Saving = 'progress' | 'continue' | 'final' | null

function Wizard({ member, initial }: { member: CurrentUser; initial: Loaded }) {
  const memberId = member.id
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [step, setStep] = useState(initial.step)
  const [values, setValues] = useState(initial.values)
  // What the member last chose, for a step change that runs after a save's delay.
  const latestValues = useRef(initial.values)
  const [saving, setSaving] = useState<Saving>(null)
  const [consented, given] = useConsent(member)
  const current = PREFERENCE_STEPS[step]!
  const needsConsent = !consented && asksReligiousPreferences(step)
  const last = step === REVIEW_STEP
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100)
  const stepNumber = step + 1

  function keep(nextStep: number, nextValues: MatchPreferences) {
    void savePreferencesDraft(memberId, { step: nextStep, values: nextValues }).catch(
      (error: unknown) => console.warn('Could not keep the preferences draft', error),
    )
  }

  const change: ChangePreference = (key, value) => {
    const next = { ...values, [key]: value }
    latestValues.current = next
    setValues(next)
    keep(step, next)
  }

  /** Shows another step: the page scrolls to the top and its heading takes the focus. */
  function goTo(nextStep: number) {
    flushSync(() => setStep(nextStep))
    keep(nextStep, latestValues.current)
    window.scrollTo({ top: 0 })
    headingRef.current?.focus()
  }

  function failure(error: unknown, final: boolean): ToastInput {
    if (isOfflineFailure(error)) {
      return {
        title: t`You are offline`,
        description: t`Your preferences are kept on this device. Please save them when you are back online.`,
        variant: 'destructive',
      }
    }
    const description =
      error instanceof HttpError && error.status === 401
        ? t`User not authenticated`
        : final
          ? t`Failed to save preferences. Please try again.`
          : t`Failed to save progress. Please try again.`
    return { title: t`Error`, description, variant: 'destructive' }
  }

  async function save(kind: Exclude<Saving, null>) {
    const final = kind === 'final'
    setSaving(kind)
    try {
      await saveMatchPreferences(memberId, values, { done: final })
    } catch (error) {
      logUnexpected('Saving preferences failed', error)
      toast(failure(error, final))
      setSaving(null)
      return
    }
    if (final) {
      toast({
        title: t`Preferences Saved`,
        description: t`Your ideal match preferences have been updated successfully.`,
      })
      navigate('/profile')
      return
    }
    toast({
      title: t`Progress Saved`,
      description: t`Your preferences have been saved. Continue anytime!`,
    })
    if (kind === 'continue') {
      await new Promise((resolve) => setTimeout(resolve, CONTINUE_DELAY_MS))
      goTo(step + 1)
    }
    setSaving(null)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (last) void save('final')
    else goTo(step + 1)
  }

  const busy = saving !== null
  return (
    <section className="preferences-wizard">
      <PageHeading>{t`Ideal Match Preferences`}</PageHeading>
      <div className="wizard-progress">
        <p>
          <Trans>
            Step {stepNumber} of {STEP_COUNT}
          </Trans>{' '}
          <span className="muted">
            <Trans>{percent}% complete</Trans>
          </span>
        </p>
        <progress max={100} value={percent} aria-label={t`Preferences progress`} />
      </div>
      <form className="form card" onSubmit={onSubmit} noValidate>
        <h2 ref={headingRef} tabIndex={-1}>
          {i18n._(current.title)}
        </h2>
        {last ? (
          <PreferencesReview values={values} />
        ) : needsConsent ? (
          <>
            <ConsentRequest actionLabel={t`I consent, continue`} headingLevel={3} onGiven={given} />
            <p className="muted">
              <Trans>Or go on without these preferences: Next skips them.</Trans>
            </p>
          </>
        ) : (
          current.items
            .filter((item) => isShown(item, values))
            .map((item) => (
              <PreferenceQuestion key={item.key} item={item} values={values} onChange={change} />
            ))
        )}
        <div className="wizard-buttons preferences-buttons">
          {step === 0 ? (
            <Link className="button" to="/profile">
              {t`Back to Profile`}
            </Link>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => goTo(step - 1)}>
              {t`Previous`}
            </button>
          )}
          {!last && (
            <>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void save('progress')}
              >
                {saving === 'progress' ? t`Saving...` : t`Save Progress`}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void save('continue')}
              >
                {saving === 'continue' ? t`Saving...` : t`Save & Continue`}
              </button>
            </>
          )}
          <button type="submit" className="button button-primary" disabled={busy}>
            {last ? (saving === 'final' ? t`Saving...` : t`Save Preferences`) : t`Next`}
          </button>
        </div>
      </form>
    </section>
  )
}
