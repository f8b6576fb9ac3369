import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadEnhancedDraft, saveEnhancedDraft } from '../../data/enhanced-questionnaire.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember } from '../../test/member-device.ts'
import {
  answerQuestionnaire,
  answersSent,
  draftReader,
  holdSave,
  questionnaireDevice,
  savedAnswersRouteOf,
  WIDE_QUESTIONNAIRE,
} from '../../test/questionnaire-server.ts'
import { renderApp } from '../../test/render.tsx'
import type { WizardAnswers } from '../questionnaire/faith-profile-sections.ts'
import { WIDE_SECTIONS } from './wide-sections.ts'

const SAVE = `POST ${WIDE_QUESTIONNAIRE}`

let server: FakeApi
beforeEach(async () => {
  // The server holds no answers of the member yet and stores every save.
  server = await questionnaireDevice(demoMember, WIDE_QUESTIONNAIRE)
})

/** The answers the server was sent, one entry per save. */
const saved = () => answersSent(server, WIDE_QUESTIONNAIRE)

/** The draft this device keeps for the member, once it matches `expected`. */
const draftMatches = (expected: unknown) =>
  waitFor(async () => expect(await loadEnhancedDraft(demoMember.id)).toMatchObject(expected!))
/** The draft this device keeps for the member, once it reads `expected`. */
const draftReads = draftReader(loadEnhancedDraft)

/** Every question of the six sections answered with its first choice. */
function allAnswered(): WizardAnswers {
  const answers: Record<string, unknown> = {}
  for (const question of WIDE_SECTIONS.flatMap((s) => s.questions)) {
    if (question.kind === 'background') answers.bornOrthodox = true
    else if (question.kind === 'languages') answers.languages = ['English']
    else answers[question.field] = question.choices[0]!.value
  }
  return answers as WizardAnswers
}

const dots = () =>
  within(screen.getByRole('navigation', { name: 'Questionnaire sections' })).getAllByRole('button')

describe('Orthodox Match Questionnaire (wide layout)', () => {
  it('blocks Next until every question of the section is answered, then marks the dot completed', async () => {
    const { user } = renderApp('/enhanced-questionnaire')
    expect(await screen.findByText('Section 1 of 6')).toBeTruthy()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Orthodox Match Questionnaire' }),
    ).toBeTruthy()
    expect(screen.getByText('0% complete')).toBeTruthy()
    expect(dots()).toHaveLength(6)
    expect(dots()[0]!.getAttribute('aria-current')).toBe('step')
    expect(dots()[0]!.textContent).toBe('Section 1: Core Orthodox Beliefs (current)')
    expect(dots()[1]!.textContent).toBe('Section 2: Spiritual Practice (not completed)')
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Please complete this section')).toBeTruthy()
    expect(
      screen.getByText('All required questions must be answered before proceeding.'),
    ).toBeTruthy()
    expect(screen.getByText('Section 1 of 6')).toBeTruthy()

    for (const group of screen.getAllByRole('group')) {
      await user.click(within(group).getByLabelText('Yes'))
    }
    await draftMatches({ section: 0, answers: { believesOrthodoxChurch: 'yes' } })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Section 2 of 6')).toBeTruthy()
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Spiritual Practice' }),
    )
    expect(dots()[0]!.textContent).toBe('Section 1: Core Orthodox Beliefs (completed)')
    expect(dots()[0]!.className).toContain('section-dot--completed')
    expect(dots()[1]!.getAttribute('aria-current')).toBe('step')
    expect(screen.getByText('24% complete')).toBeTruthy()
  })

  it('jumps to a section from its dot; Previous goes back and saves to the server', async () => {
    await saveEnhancedDraft(demoMember.id, { section: 0, answers: { prayerFrequency: 'daily' } })
    const { user } = renderApp('/enhanced-questionnaire')
    await screen.findByText('Section 1 of 6')
    await user.click(dots()[4]!)
    expect(screen.getByText('Section 5 of 6')).toBeTruthy()
    const heading = screen.getByRole('heading', { level: 2, name: 'Orthodox Background' })
    expect(document.activeElement).toBe(heading)
    const background = screen.getByRole('group', { name: 'What is your Orthodox background?' })
    expect(within(background).getByLabelText('Convert to Orthodoxy')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('Section 4 of 6')).toBeTruthy()
    await waitFor(() => expect(saved()).toEqual([{ prayerFrequency: 'daily' }]))
    // Moving back saves without a toast; only the autosave says it saved.
    expect(screen.queryByText('Your responses have been automatically saved.')).toBeNull()
  })

  it('Save Progress shows Saving..., then the saved toast; a failure shows the error toast', async () => {
    const finish = holdSave(server, WIDE_QUESTIONNAIRE)
    const { user } = renderApp('/enhanced-questionnaire')
    await screen.findByText('Section 1 of 6')
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(saved()).toEqual([{}]))
    finish()
    expect(await screen.findByText('Progress saved')).toBeTruthy()
    expect(screen.getByText('Your questionnaire progress has been saved.')).toBeTruthy()

    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.on(SAVE, reply(500, { message: 'Internal Server Error', code: 'internal' }))
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('Error saving progress')).toBeTruthy()

    server.on(SAVE, unreachable)
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(
      screen.getByText(
        'Your answers are kept on this device. Save them again when you are back online.',
      ),
    ).toBeTruthy()
  })

  it('autosaves two seconds after a change, and says so', async () => {
    const { user } = renderApp('/enhanced-questionnaire')
    const group = await screen.findByRole('group', {
      name: 'Do you believe in the veneration of icons?',
    })
    await user.click(within(group).getByLabelText('Unsure'))
    expect(saved()).toEqual([])
    await waitFor(() => expect(saved()).toEqual([{ believesIconVeneration: 'unsure' }]), {
      timeout: 3500,
    })
    expect(await screen.findByText('Progress Saved')).toBeTruthy()
    expect(screen.getByText('Your responses have been automatically saved.')).toBeTruthy()
  })

  it('refuses to complete with an unanswered section, taking the member there', async () => {
    const answers = allAnswered()
    delete answers.prayerFrequency
    await saveEnhancedDraft(demoMember.id, { section: 5, answers })
    const { user } = renderApp('/enhanced-questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Questionnaire' }))
    expect(await screen.findByText('Please complete all sections')).toBeTruthy()
    expect(
      screen.getByText('All required questions must be answered before submitting.'),
    ).toBeTruthy()
    expect(screen.getByText('Section 2 of 6')).toBeTruthy()
    expect(saved()).toEqual([])
  })

  it('completes: Submitting..., the success toast, then /profile', async () => {
    const answers = allAnswered()
    await saveEnhancedDraft(demoMember.id, { section: 5, answers })
    const finish = holdSave(server, WIDE_QUESTIONNAIRE)
    const { user } = renderApp('/enhanced-questionnaire')
    expect(await screen.findByText('100% complete')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Complete Questionnaire' }))
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(saved()).toEqual([answers]))
    finish()
    expect(await screen.findByText('Questionnaire completed!')).toBeTruthy()
    expect(screen.getByText('Your responses have been saved successfully.')).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/profile'))
    await draftReads(null)
  })

  it('shows the submit error toast and stays when the server refuses', async () => {
    await saveEnhancedDraft(demoMember.id, { section: 5, answers: allAnswered() })
    server.on(
      SAVE,
      reply(400, {
        message: 'prayerFrequency: Invalid option',
        code: 'validation_failed',
        field: 'prayerFrequency',
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/enhanced-questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Questionnaire' }))
    expect(await screen.findByText('Error submitting questionnaire')).toBeTruthy()
    expect(window.location.pathname).toBe('/enhanced-questionnaire')
    // The draft stays on the device for another try.
    await draftReads({ section: 5, answers: allAnswered() })
  })

  it('prefills the answers saved on the server when there is no draft', async () => {
    answerQuestionnaire(server, { believesOrthodoxChurch: 'yes' }, WIDE_QUESTIONNAIRE)
    renderApp('/enhanced-questionnaire')
    const group = await screen.findByRole('group', {
      name: 'Do you believe the Orthodox Church is the one, holy, catholic and apostolic Church?',
    })
    expect(within(group).getByLabelText('Yes')).toHaveProperty('checked', true)
    expect(server.requestsTo(savedAnswersRouteOf(WIDE_QUESTIONNAIRE))).toHaveLength(1)
  })

  it('offers Other among the languages, with its text restored from the draft and kept on change', async () => {
    const answers = {
      ...allAnswered(),
      languages: ['Greek', 'other'],
      otherAnswers: { languages: 'Church Slavonic' },
    } satisfies WizardAnswers
    await saveEnhancedDraft(demoMember.id, { section: 4, answers })
    const { user } = renderApp('/enhanced-questionnaire')
    const languages = await screen.findByRole('group', { name: 'Which languages do you speak?' })
    expect(within(languages).getByLabelText('Other')).toHaveProperty('checked', true)
    const text = within(languages).getByLabelText('Please specify the other languages (optional)')
    expect(text).toHaveProperty('value', 'Church Slavonic')
    await user.type(text, ' (liturgical)')
    await draftReads({
      section: 4,
      answers: { ...answers, otherAnswers: { languages: 'Church Slavonic (liturgical)' } },
    })
  })
})
