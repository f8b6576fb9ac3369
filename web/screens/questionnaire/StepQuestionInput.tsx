import { BackgroundQuestion } from './BackgroundQuestion.tsx'
import type { WizardAnswers } from './faith-profile-sections.ts'
import { QuestionInput } from './QuestionInput.tsx'
import type { StepQuestion } from './step-questions.ts'

type Props = {
  question: StepQuestion
  answers: WizardAnswers
  onChange: (patch: Partial<WizardAnswers>) => void
}

/** A question of a version that asks the background as one choice: that choice, else QuestionInput. */
export function StepQuestionInput({ question, answers, onChange }: Props) {
  if (question.kind === 'background') {
    return <BackgroundQuestion question={question} answers={answers} onChange={onChange} />
  }
  return <QuestionInput question={question} answers={answers} onChange={onChange} />
}
