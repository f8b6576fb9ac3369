/**
 * The assessment's live 'Orthodox Compatibility' meter (profile-faith-parish §2, §4, §9):
 * each belief answered Strongly Agree or Agree adds 25, Neutral adds 12, capped at 100;
 * 0 when nothing is answered.
 */
export const METER_POINTS = { agree: 25, neutral: 12 } as const
export const METER_CAP = 100

/** Answers arrive in several spellings ('Strongly Agree', 'strongly_agree', 'stronglyAgree'). */
function normalise(answer: string): string {
  return answer.toLowerCase().replace(/[^a-z]/g, '')
}

function points(answer: string | null | undefined): number {
  if (answer == null) return 0
  const value = normalise(answer)
  if (value === 'stronglyagree' || value === 'agree') return METER_POINTS.agree
  if (value === 'neutral') return METER_POINTS.neutral
  return 0
}

export function meterScore(answers: readonly (string | null | undefined)[]): number {
  const total = answers.reduce((sum, answer) => sum + points(answer), 0)
  return Math.min(METER_CAP, total)
}

/** The meter's label bands: 80+, 60-79, 40-59, below 40. */
export type MeterBand = 'highly' | 'moderately' | 'developing' | 'exploring'

/** English labels of the bands; the web translates them. */
export const METER_LABELS = {
  highly: 'Highly Orthodox',
  moderately: 'Moderately Orthodox',
  developing: 'Developing Orthodox Understanding',
  exploring: 'Exploring Orthodox Faith',
} as const satisfies Record<MeterBand, string>

export function meterBand(score: number): MeterBand {
  if (score >= 80) return 'highly'
  if (score >= 60) return 'moderately'
  if (score >= 40) return 'developing'
  return 'exploring'
}
