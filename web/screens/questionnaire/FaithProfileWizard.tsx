import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { isConsentRequired } from '../../data/privacy.ts'
import { saveQuestionnaireDraft, submitQuestionnaire } from '../../data/questionnaire.ts'
import { ConsentRequest } from './ConsentRequest.tsx'
import { QuestionInput } from './QuestionInput.tsx'
import { SectionProgress } from './SectionProgress.tsx'
import { useDraftedWizard } from './use-drafted-wizard.ts'
import {
  FAITH_PROFILE_SECTIONS,
  SECTION_COUNT,
  type WizardAnswers,
} from './faith-profile-sections.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

export type WizardStart = { section: number; answers: WizardAnswers }

/** The five sections, Previous / Next, and on the last 'Complete Profile' (profile-faith-parish §2, §8). */
export function FaithProfileWizard({ memberId, start }: { memberId: number; start: WizardStart }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const { headingRef, section, answers, change, goTo } = useDraftedWizard(
    memberId,
    start,
    saveQuestionnaireDraft,
  )
  const [saving, setSaving] = useState(false)
  // The server refused the save for want of consent: ask for it inline, then save again.
  const [needsConsent, setNeedsConsent] = useState(false)
  const current = FAITH_PROFILE_SECTIONS[section]!
  const last = section === SECTION_COUNT - 1

  async function complete() {
    setSaving(true)
    try {
      await submitQuestionnaire(memberId, answers)
      toast({
        title: t`Orthodox Faith Profile Complete!`,
        description: t`Your responses help us find compatible Orthodox matches.`,
      })
      navigate('/')
    } catch (error) {
      // Offline or refused: the draft stays on the device for another try.
      if (isConsentRequired(error)) {
        setNeedsConsent(true)
        setSaving(false)
        return
      }
      logUnexpected('Questionnaire save failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to save questionnaire. Please try again.`,
        variant: 'destructive',
      })
      setSaving(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (last) void complete()
    else goTo(section + 1)
  }

  return (
    <section className="questionnaire">
      <Link to="/" className="button button-small questionnaire-back">
        {t`Back`}
      </Link>
      <PageHeading>{t`Orthodox Faith Profile`}</PageHeading>
      <SectionProgress section={section} count={SECTION_COUNT} />
      {needsConsent && (
        <ConsentRequest
          actionLabel={t`Give consent and save`}
          onGiven={() => {
            setNeedsConsent(false)
            void complete()
          }}
        />
      )}
      <form className="form card" onSubmit={onSubmit}>
        <h2 ref={headingRef} tabIndex={-1} className="questionnaire-section-title">
          {i18n._(current.title)}
        </h2>
        {current.questions.map((question) => (
          <QuestionInput
            key={question.field}
            question={question}
            answers={answers}
            onChange={change}
          />
        ))}
        <div className="wizard-buttons">
          <button
            type="button"
            className="button"
            disabled={section === 0 || saving}
            onClick={() => goTo(section - 1)}
          >
            {t`Previous`}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {last ? (saving ? t`Saving...` : t`Complete Profile`) : t`Next`}
          </button>
        </div>
      </form>
    </section>
  )
}
