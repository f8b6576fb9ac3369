/**
 * The first run (issue #35, docs/first-run.md): after sign-up, one thing per screen, in this order,
 * ending on a first look at the deck. The photo, the city and the denomination are the deck's
 * minimum and have no Skip; who and how far has defaults and may be skipped.
 */
export const FIRST_RUN_STEPS = ['photos', 'city', 'faith', 'discovery', 'ready'] as const
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number]

export const FIRST_RUN_PATH = '/welcome'

function isStep(value: string | null): value is FirstRunStep {
  return (FIRST_RUN_STEPS as readonly (string | null)[]).includes(value)
}

/** The step of `?step=`; without one, the first of the minimum still missing, else who and how far. */
export function stepOf(
  wanted: string | null,
  firstMissing: 'photo' | 'city' | 'denomination' | undefined,
): FirstRunStep {
  if (isStep(wanted)) return wanted
  if (firstMissing === 'photo') return 'photos'
  if (firstMissing === 'city') return 'city'
  if (firstMissing === 'denomination') return 'faith'
  return 'discovery'
}

/** The address of a step, carrying where the member goes once the first run is done. */
export function firstRunPath(step?: FirstRunStep, next?: string): string {
  const query = new URLSearchParams()
  if (step) query.set('step', step)
  if (next && next !== '/') query.set('next', next)
  const search = query.toString()
  return search ? `${FIRST_RUN_PATH}?${search}` : FIRST_RUN_PATH
}

/** The step after `step` (the last stays). */
export function stepAfter(step: FirstRunStep): FirstRunStep {
  return FIRST_RUN_STEPS[Math.min(FIRST_RUN_STEPS.indexOf(step) + 1, FIRST_RUN_STEPS.length - 1)]!
}
