import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db.ts'
import { orthodoxIntakeStore as store } from '../../data/orthodox-intake.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember } from '../../test/member-device.ts'
import {
  answerQuestionnaire,
  answersSent,
  draftReader,
  questionnaireDevice,
  savedAnswersRoute,
} from '../../test/questionnaire-server.ts'
import { renderApp } from '../../test/render.tsx'
import { answerShownQuestions, firstChoices } from '../../test/step-questionnaire.ts'
import { INTAKE_SECTIONS } from './intake-sections.ts'

let server: FakeApi
beforeEach(async () => {
  // The server holds no answers of the member yet and stores every save.
  server = await questionnaireDevice()
})

/** The answers the server was sent, one entry per save. */
const saved = () => answersSent(server)

/** The intake's draft this device keeps for the member, once it reads `expected`. */
const draftReads = draftReader(store.loadDraft)

const TITLES = [
  'Core Orthodox Beliefs',
  'Lifestyle & Spiritual Practice',
  'Positions on Contemporary Issues',
  'Family & Gender Roles',
  'Spiritual & Cultural Identity',
  'Dealbreakers & Must-Haves',
]
const sectionHeading = (name: string) => screen.getByRole('heading', { level: 2, name })
const LANGUAGES = 'Which languages do you speak? (optional)'
const TRADITION = 'Which liturgical tradition is yours?'
const TRADITION_TEXT = 'Please specify your tradition (optional)'
const LANGUAGES_TEXT = 'Please specify the other languages (optional)'
const REQUIRED = 'Please answer all required questions in this section before continuing.'

describe('Orthodox Match Intake', () => {
  it('moves through its six sections, each needing its required answers', async () => {
    const { user } = renderApp('/comprehensive-orthodox-intake')
    // The first render loads the screen's chunk: slow on a busy machine.
    expect(await screen.findByText('Section 1 of 6', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Orthodox Match Intake' })).toBeTruthy()
    for (const [i, title] of TITLES.entries()) {
      expect(screen.getByText(`Section ${i + 1} of 6`)).toBeTruthy()
      expect(sectionHeading(title)).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', i === 0)
      if (i === 5) break
      expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeTruthy()
      await user.click(screen.getByRole('button', { name: 'Next Section' }))
      expect(await screen.findByText(REQUIRED)).toBeTruthy()
      expect(screen.getByText('Answer Required')).toBeTruthy()
      expect(sectionHeading(title)).toBeTruthy()
      await answerShownQuestions(user)
      await user.click(screen.getByRole('button', { name: 'Next Section' }))
      expect(document.activeElement).toBe(sectionHeading(TITLES[i + 1]!))
    }
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Next Section' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeTruthy()
    await draftReads({ section: 5, answers: firstChoices(INTAKE_SECTIONS.slice(0, 5)) })
  }, 20_000)

  it('lets the member leave the languages unanswered, and offers its own language list', async () => {
    const answered = firstChoices(INTAKE_SECTIONS.slice(0, 4))
    await store.saveDraft(demoMember.id, { section: 4, answers: answered })
    const { user } = renderApp('/comprehensive-orthodox-intake')
    const languages = await screen.findByRole('group', { name: LANGUAGES })
    expect(
      within(languages)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['english', 'russian', 'greek', 'serbian', 'ukrainian', 'romanian', 'other'])
    expect(screen.getByText('All questions are required unless marked optional.')).toBeTruthy()
    await user.click(screen.getByLabelText('Born Orthodox'))
    await user.click(
      within(
        screen.getByRole('group', { name: 'Which liturgical tradition is yours?' }),
      ).getByLabelText('Antiochian'),
    )
    await user.click(screen.getByRole('button', { name: 'Next Section' }))
    expect(sectionHeading('Dealbreakers & Must-Haves')).toBeTruthy()
    expect(screen.queryByText(REQUIRED)).toBeNull()
  })

  it('shows a text field beside each Other chosen, keeps its text in the draft, and clears it when Other is left', async () => {
    const answered = firstChoices(INTAKE_SECTIONS.slice(0, 4))
    await store.saveDraft(demoMember.id, { section: 4, answers: answered })
    const { user } = renderApp('/comprehensive-orthodox-intake')
    const tradition = await screen.findByRole('group', { name: TRADITION })
    expect(screen.queryByLabelText(TRADITION_TEXT)).toBeNull()
    await user.click(within(tradition).getByLabelText('Other'))
    await user.type(screen.getByLabelText(TRADITION_TEXT), 'Carpatho-Rusyn')
    await user.click(within(screen.getByRole('group', { name: LANGUAGES })).getByLabelText('Other'))
    await user.type(screen.getByLabelText(LANGUAGES_TEXT), 'Church Slavonic')
    await draftReads({
      section: 4,
      answers: {
        ...answered,
        liturgicalTradition: 'other',
        languages: ['other'],
        otherAnswers: { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' },
      },
    })

    await user.click(within(tradition).getByLabelText('Serbian'))
    expect(screen.queryByLabelText(TRADITION_TEXT)).toBeNull()
    await draftReads({
      section: 4,
      answers: expect.objectContaining({
        liturgicalTradition: 'serbian',
        otherAnswers: { liturgicalTradition: null, languages: 'Church Slavonic' },
      }) as unknown,
    })
  })

  it('fills the Other texts in from the saved answers when there is no draft', async () => {
    answerQuestionnaire(server, {
      liturgicalTradition: 'other',
      languages: ['Greek', 'other'],
      otherAnswers: { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' },
    })
    const { user } = renderApp('/comprehensive-orthodox-intake')
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }))
    await waitFor(() =>
      expect(saved()).toEqual([
        {
          liturgicalTradition: 'other',
          languages: ['other'],
          otherAnswers: { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' },
        },
      ]),
    )
  })

  it('Save & Continue checks the section, saves the progress, then moves on', async () => {
    const { user } = renderApp('/comprehensive-orthodox-intake')
    await user.click(await screen.findByRole('button', { name: 'Save & Continue' }))
    expect(await screen.findByText(REQUIRED)).toBeTruthy()
    expect(saved()).toEqual([])

    await answerShownQuestions(user)
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }))
    expect(await screen.findByText('Your questionnaire progress has been saved.')).toBeTruthy()
    expect(saved()).toEqual([firstChoices(INTAKE_SECTIONS.slice(0, 1))])
    await waitFor(() => expect(sectionHeading('Lifestyle & Spiritual Practice')).toBeTruthy())
  })

  it('stays on the section when Save & Continue cannot save', async () => {
    server.on('POST /api/questionnaire', unreachable)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/comprehensive-orthodox-intake')
    await screen.findByRole('button', { name: 'Save & Continue' })
    await answerShownQuestions(user)
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }))
    expect(await screen.findByText('Failed to save progress. Please try again.')).toBeTruthy()
    // The intake is a questionnaire: the spec's 'Save Error' (pfp §8), not the assessments' 'Error'.
    expect(screen.getByText('Save Error')).toBeTruthy()
    expect(sectionHeading('Core Orthodox Beliefs')).toBeTruthy()
    // The answers stay on the device for another try.
    await draftReads({ section: 0, answers: firstChoices(INTAKE_SECTIONS.slice(0, 1)) })
  })

  it("resumes from the device draft, else from the server's answers in its own words", async () => {
    await store.saveDraft(demoMember.id, { section: 1, answers: { prayerFrequency: 'weekly' } })
    const first = renderApp('/comprehensive-orthodox-intake')
    const prayer = await screen.findByRole('group', { name: 'How often do you pray?' })
    expect(within(prayer).getByLabelText('Weekly')).toHaveProperty('checked', true)
    expect(server.requestsTo(savedAnswersRoute)).toEqual([])
    first.unmount()

    await db.drafts.delete(store.draftKey(demoMember.id))
    answerQuestionnaire(server, {
      believesOrthodoxChurch: 'strongly_agree', // the assessment's word: not a yes/no/unsure
      believesRealPresence: 'yes',
      languages: ['Greek', 'romanian'], // the faith profile's 'Greek' is not on the intake's list
    })
    const { user } = renderApp('/comprehensive-orthodox-intake')
    const presence = await screen.findByRole('group', {
      name: 'Do you believe Christ is truly present in the Holy Eucharist?',
    })
    expect(within(presence).getByLabelText('Yes')).toHaveProperty('checked', true)
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    await waitFor(() =>
      expect(saved()).toEqual([{ believesRealPresence: 'yes', languages: ['romanian'] }]),
    )
  })

  it('completes with every section answered: saves the answers and goes to the profile', async () => {
    const { languages: _languages, ...answers } = firstChoices(INTAKE_SECTIONS)
    await store.saveDraft(demoMember.id, { section: 5, answers })
    const { user } = renderApp('/comprehensive-orthodox-intake')
    await user.click(await screen.findByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByText('Orthodox Assessment Complete')).toBeTruthy()
    expect(screen.getByText('Your comprehensive theological profile has been saved.')).toBeTruthy()
    expect(window.location.pathname).toBe('/profile')
    expect(saved()).toEqual([answers])
    await draftReads(null)
  })

  it('tells a questionnaire that cannot be submitted in the spec’s words, and stays', async () => {
    const { languages: _languages, ...answers } = firstChoices(INTAKE_SECTIONS)
    await store.saveDraft(demoMember.id, { section: 5, answers })
    server.on('POST /api/questionnaire', reply(500, { message: 'boom', code: 'internal' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/comprehensive-orthodox-intake')
    await user.click(await screen.findByRole('button', { name: 'Complete Assessment' }))
    expect(
      await screen.findByText('Failed to submit questionnaire. Please try again.'),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/comprehensive-orthodox-intake')
  })

  it('does not complete while a section has a required question unanswered', async () => {
    const answers = firstChoices(INTAKE_SECTIONS)
    delete answers.homosexualityPosition
    await store.saveDraft(demoMember.id, { section: 5, answers })
    const { user } = renderApp('/comprehensive-orthodox-intake')
    await user.click(await screen.findByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByText(REQUIRED)).toBeTruthy()
    expect(document.activeElement).toBe(sectionHeading('Positions on Contemporary Issues'))
    expect(saved()).toEqual([])
    expect(window.location.pathname).toBe('/comprehensive-orthodox-intake')
  })
})
