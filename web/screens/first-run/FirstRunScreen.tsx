import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearchParams } from 'wouter'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useSession } from '../../data/session.ts'
import { safeNext } from '../../app/safe-next.ts'
import { useProfileProgress } from '../profile-progress/use-profile-progress.ts'
import { CityStep } from './CityStep.tsx'
import { DiscoveryStep } from './DiscoveryStep.tsx'
import { FaithStep } from './FaithStep.tsx'
import {
  FIRST_RUN_STEPS,
  firstRunPath,
  stepAfter,
  stepOf,
  type FirstRunStep,
} from './first-run-steps.ts'
import { PhotoStep } from './PhotoStep.tsx'
import { ReadyStep } from './ReadyStep.tsx'
import './first-run.css'

/**
 * The first run (/welcome, issue #35): from a new account to a profile worth meeting, one thing
 * per screen (first-run-steps.ts), each saved through the outbox as the member goes, so offline
 * too. A new member comes here from sign-up; the profile's notices link to its steps.
 */
export function FirstRunScreen() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <FirstRun member={session.member} />
}

/** What every step gets: the member, and the way on to the next step. */
export interface StepProps {
  member: CurrentUser
  onDone: () => void
}

function FirstRun({ member }: { member: CurrentUser }) {
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const progress = useProfileProgress(member)
  if (!progress) return null
  const next = safeNext(params.get('next'))
  const step = stepOf(params.get('step'), progress.hiddenFor[0])
  // The step goes into the address at once: a photo added must not move the member on by itself
  // (the first missing part would then be the city), and Back comes back to it.
  if (params.get('step') !== step) return <Redirect to={firstRunPath(step, next)} replace />
  const onDone = () =>
    step === 'ready' ? navigate(next) : navigate(firstRunPath(stepAfter(step), next))
  const props: StepProps = { member, onDone }
  return (
    <div className="first-run">
      <StepProgress step={step} />
      {step === 'photos' ? (
        <PhotoStep {...props} />
      ) : step === 'city' ? (
        <CityStep {...props} />
      ) : step === 'faith' ? (
        <FaithStep {...props} />
      ) : step === 'discovery' ? (
        <DiscoveryStep {...props} />
      ) : (
        <ReadyStep {...props} hiddenFor={progress.hiddenFor} />
      )}
    </div>
  )
}

/** Where the member is in the first run: a bar of as many segments as steps. */
function StepProgress({ step }: { step: FirstRunStep }) {
  const { t } = useLingui()
  const number = FIRST_RUN_STEPS.indexOf(step) + 1
  const total = FIRST_RUN_STEPS.length
  return (
    <div
      className="first-run-progress"
      role="progressbar"
      aria-label={t`Setting up your profile`}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={number}
      aria-valuetext={t`Step ${number} of ${total}`}
    >
      {FIRST_RUN_STEPS.map((each, index) => (
        <span key={each} className="first-run-segment" data-done={index < number} />
      ))}
    </div>
  )
}

/**
 * One step's screen: its title (which takes focus when the step opens, so keyboard and
 * screen-reader users start there), a line on why it matters, the step itself, and its buttons
 * at the bottom, in the thumb's reach.
 */
export function StepFrame(props: {
  step: FirstRunStep
  title: string
  lead: ReactNode
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <section className="first-run-step" aria-labelledby={`first-run-${props.step}`}>
      <header className="first-run-header" id={`first-run-${props.step}`}>
        {/* A new heading per step: PageHeading focuses itself as it mounts after a navigation. */}
        <PageHeading key={props.step}>{props.title}</PageHeading>
      </header>
      <p className="first-run-lead">{props.lead}</p>
      <div className="first-run-body">{props.children}</div>
      <div className="first-run-actions">{props.actions}</div>
    </section>
  )
}

/**
 * The Continue of a step the spec does not let stay empty (a photo, the city): there is no Skip,
 * and until it is done the button says why it waits.
 */
export function ContinueWhenDone(props: { done: boolean; hint: string; onDone: () => void }) {
  const { t } = useLingui()
  return (
    <>
      {!props.done && (
        <p className="first-run-hint" id="first-run-needed">
          {props.hint}
        </p>
      )}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={!props.done}
        aria-describedby={props.done ? undefined : 'first-run-needed'}
        onClick={props.onDone}
      >
        {t`Continue`}
      </button>
    </>
  )
}
