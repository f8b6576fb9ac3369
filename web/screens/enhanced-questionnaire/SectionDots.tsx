import { useLingui } from '@lingui/react/macro'
import type { WizardAnswers } from '../questionnaire/faith-profile-sections.ts'
import { isSectionComplete, WIDE_SECTIONS } from './wide-sections.ts'

type Props = { current: number; answers: WizardAnswers; onJump: (section: number) => void }

/** One button per section: current gold, completed green, others grey, each with its state in words. */
export function SectionDots({ current, answers, onJump }: Props) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Questionnaire sections`}>
      <ol className="section-dots">
        {WIDE_SECTIONS.map((section, index) => {
          const state =
            index === current ? 'current' : isSectionComplete(index, answers) ? 'completed' : 'todo'
          const stateText =
            state === 'current'
              ? t`current`
              : state === 'completed'
                ? t`completed`
                : t`not completed`
          const number = index + 1
          const title = i18n._(section.title)
          return (
            <li key={index}>
              <button
                type="button"
                className={`section-dot section-dot--${state}`}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onJump(index)}
              >
                <span className="section-dot__mark" aria-hidden="true" />
                <span className="visually-hidden">{t`Section ${number}: ${title} (${stateText})`}</span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
