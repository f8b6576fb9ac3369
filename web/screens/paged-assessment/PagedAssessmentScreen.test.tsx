import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pagedAssessmentStore as store } from '../../data/paged-assessment.ts'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, serverTakesConsent } from '../../test/member-device.ts'
import {
  answerQuestionnaire,
  answersSent,
  draftReader,
  holdSave,
  questionnaireDevice,
  savedAnswersRoute,
} from '../../test/questionnaire-server.ts'
import { renderApp } from '../../test/render.tsx'
import { answerShownQuestions, firstChoices } from '../../test/step-questionnaire.ts'
import { PAGED_ASSESSMENT_STEPS } from './paged-assessment-steps.ts'
import { eventually } from '#shared/testing/eventually.ts'

let server: FakeApi
beforeEach(async () => {
  server = await questionnaireDevice()
})

/** The draft this device keeps for the member, once it reads `expected`. */
const draftReads = draftReader(store.loadDraft)

const CHURCH = 'The Orthodox Church is the one, holy, catholic and apostolic Church.'
const PRESENCE = 'Christ is truly present in the Eucharist, not symbolically.'
const pageHeading = (n: number) => screen.getByRole('heading', { level: 2, name: `Page ${n} of 4` })
const question = (name: string) => screen.getByRole('group', { name })

describe('Orthodox Assessment, paged version', () => {
  it('asks for consent before any faith question', async () => {
    const member = { ...demoMember, religiousDataConsentAt: null }
    server = await questionnaireDevice(member)
    serverTakesConsent(server, member)
    const { user } = renderApp('/comprehensive-questionnaire')
    // The first render loads the screen's chunk: slow on a busy machine.
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Your consent is needed' },
      { timeout: 5000 },
    )
    expect(screen.queryByText('Page 1 of 4')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, start the questionnaire' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 1 of 4' })).toBeTruthy()
    expect(server.requestsTo('PUT /api/privacy/consent').map((r) => r.body)).toEqual([
      { religiousData: true },
    ])
  })

  it('shows four pages of five questions from six areas, each page needing its answers', async () => {
    const { user } = renderApp('/comprehensive-questionnaire')
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 1 of 4' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Orthodox Assessment' })).toBeTruthy()
    const areas: string[] = []
    for (let page = 1; page <= 4; page++) {
      expect(pageHeading(page)).toBeTruthy()
      expect(screen.getAllByRole('group')).toHaveLength(5)
      areas.push(...screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? ''))
      expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty(
        'disabled',
        page === 1,
      )
      if (page === 4) break
      // Nothing answered: the member is told and stays.
      await user.click(screen.getByRole('button', { name: 'Next Page' }))
      expect(await screen.findByText('Answer Required')).toBeTruthy()
      expect(
        screen.getByText('Please answer all required questions before continuing.'),
      ).toBeTruthy()
      expect(pageHeading(page)).toBeTruthy()
      await answerShownQuestions(user)
      await user.click(screen.getByRole('button', { name: 'Next Page' }))
      expect(document.activeElement).toBe(pageHeading(page + 1))
    }
    expect(areas).toEqual([
      'Core Orthodox Beliefs',
      'Spiritual Practice',
      'Contemporary Issues',
      'Family & Values',
      'Orthodox Background',
      'Dealbreakers & Must-Haves',
    ])
    expect(screen.queryByRole('button', { name: 'Next Page' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeTruthy()

    // Every answer and page is kept on the device; Previous goes back without a check.
    await draftReads({ section: 3, answers: firstChoices(PAGED_ASSESSMENT_STEPS.slice(0, 3)) })
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(document.activeElement).toBe(pageHeading(3))
    expect(answersSent(server)).toEqual([])
  }, 20_000)

  it('resumes from the device draft without asking the server', async () => {
    await store.saveDraft(demoMember.id, {
      section: 2,
      answers: { divorcePosition: 'disagree', believesOrthodoxChurch: 'agree' },
    })
    renderApp('/comprehensive-questionnaire')
    const divorce = await screen.findByRole('group', {
      name: 'Divorce and remarriage are acceptable in some circumstances.',
    })
    expect(pageHeading(3)).toBeTruthy()
    expect(within(divorce).getByLabelText('Disagree')).toHaveProperty('checked', true)
    expect(server.requestsTo(savedAnswersRoute)).toEqual([])
  })

  it("without a draft, starts from the server's answers in its own words and saves progress", async () => {
    answerQuestionnaire(server, {
      believesOrthodoxChurch: 'yes', // the faith profile's word: not on this question's scale
      believesRealPresence: 'strongly_agree',
      eucharistFrequency: 'weekly', // not asked here
    })
    const { user } = renderApp('/comprehensive-questionnaire')
    const presence = await screen.findByRole('group', { name: PRESENCE })
    expect(pageHeading(1)).toBeTruthy()
    expect(within(presence).getByLabelText('Strongly Agree')).toHaveProperty('checked', true)
    for (const input of within(question(CHURCH)).getAllByRole('radio')) {
      expect(input).toHaveProperty('checked', false)
    }
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('Your questionnaire progress has been saved.')).toBeTruthy()
    expect(answersSent(server)).toEqual([{ believesRealPresence: 'strongly_agree' }])
  })

  it('tells the member when progress cannot be saved', async () => {
    server.on('POST /api/questionnaire', reply(500, { message: 'boom' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/comprehensive-questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('Failed to save progress. Please try again.')).toBeTruthy()
  })

  it('completes: checks every page, saves the answers, and goes to the profile', async () => {
    const earlier = firstChoices(PAGED_ASSESSMENT_STEPS.slice(1, 3)) // page 1 left unanswered
    await store.saveDraft(demoMember.id, { section: 3, answers: earlier })
    const finish = holdSave(server)
    const { user } = renderApp('/comprehensive-questionnaire')
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 4 of 4' })).toBeTruthy()
    await answerShownQuestions(user)
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByText('Answer Required')).toBeTruthy()
    expect(document.activeElement).toBe(pageHeading(1))
    expect(answersSent(server)).toEqual([])

    await answerShownQuestions(user)
    for (let page = 2; page <= 4; page++) {
      await user.click(screen.getByRole('button', { name: 'Next Page' }))
      expect(pageHeading(page)).toBeTruthy()
    }
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByRole('button', { name: 'Completing Assessment...' })).toHaveProperty(
      'disabled',
      true,
    )
    await eventually(() =>
      expect(answersSent(server)).toEqual([firstChoices(PAGED_ASSESSMENT_STEPS)]),
    )
    finish()
    expect(await screen.findByText('Orthodox Assessment Complete')).toBeTruthy()
    expect(screen.getByText('Your theological compatibility profile has been saved.')).toBeTruthy()
    expect(window.location.pathname).toBe('/profile')
    await draftReads(null)
  })

  it('shows the failure toast and stays when the assessment cannot be submitted', async () => {
    await store.saveDraft(demoMember.id, {
      section: 3,
      answers: firstChoices(PAGED_ASSESSMENT_STEPS),
    })
    server.on('POST /api/questionnaire', reply(500, { message: 'boom' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/comprehensive-questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByText('Failed to submit assessment. Please try again.')).toBeTruthy()
    expect(window.location.pathname).toBe('/comprehensive-questionnaire')
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toHaveProperty(
      'disabled',
      false,
    )
  })
})
