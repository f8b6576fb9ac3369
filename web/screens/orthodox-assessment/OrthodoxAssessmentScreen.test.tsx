import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAssessmentDraft, saveAssessmentDraft } from '../../data/orthodox-assessment.ts'
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
import { eventually } from '#shared/testing/eventually.ts'

let server: FakeApi
beforeEach(async () => {
  server = await questionnaireDevice()
})

/** The draft this device keeps for the member, once it reads `expected`. */
const draftReads = draftReader(loadAssessmentDraft)

const CHURCH = 'The Orthodox Church is the one, holy, catholic and apostolic Church.'
const PRESENCE = 'Christ is truly present in the Eucharist, not symbolically.'
const THEOTOKOS = 'The Theotokos intercedes for us before Christ.'
const ICONS = 'Venerating icons is a proper form of worship.'

const question = (name: string) => screen.getByRole('group', { name })
/** The meter's reading: the one status that says something (the shell's banners are empty). */
const reading = () => {
  const said = screen
    .getAllByRole('status')
    .flatMap((status) => status.textContent?.replace(/\s+/g, ' ').trim() || [])
  expect(said).toHaveLength(1)
  return said[0]
}
const meter = () => document.querySelector('meter')!

describe('Orthodox Assessment', () => {
  it('asks for consent to store faith data before starting, like every questionnaire', async () => {
    const member = { ...demoMember, religiousDataConsentAt: null }
    server = await questionnaireDevice(member)
    serverTakesConsent(server, member)
    const { user } = renderApp('/orthodox-assessment')
    await screen.findByRole('heading', { level: 2, name: 'Your consent is needed' })
    expect(screen.queryByText(/Section 1 of 4/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, start the questionnaire' }))
    expect(await screen.findByText(/Section 1 of 4/)).toBeTruthy()
    expect(server.requestsTo('PUT /api/privacy/consent').map((r) => r.body)).toEqual([
      { religiousData: true },
    ])
  })

  it('updates the meter live as beliefs are answered, through every band', async () => {
    const { user } = renderApp('/orthodox-assessment')
    expect(await screen.findByText('Orthodox Compatibility')).toBeTruthy()
    expect(reading()).toBe('0% Exploring Orthodox Faith')
    expect(meter().getAttribute('aria-labelledby')).toBe('assessment-meter-label')

    await user.click(within(question(CHURCH)).getByLabelText('Strongly Agree'))
    await user.click(within(question(PRESENCE)).getByLabelText('Neutral'))
    expect(reading()).toBe('37% Exploring Orthodox Faith')
    await user.click(within(question(THEOTOKOS)).getByLabelText('Agree'))
    expect(reading()).toBe('62% Moderately Orthodox')
    expect(meter().getAttribute('value')).toBe('62')
    await user.click(within(question(PRESENCE)).getByLabelText('Disagree'))
    expect(reading()).toBe('50% Developing Orthodox Understanding')
    await user.click(within(question(ICONS)).getByLabelText('Agree'))
    await user.click(within(question(PRESENCE)).getByLabelText('Agree'))
    expect(reading()).toBe('100% Highly Orthodox')

    // Each answer is kept on the device in its stored form (the assessment scale's mapping).
    await draftReads({
      section: 0,
      answers: {
        believesOrthodoxChurch: 'strongly_agree',
        believesRealPresence: 'agree',
        believesTheotokosIntercession: 'agree',
        believesIconVeneration: 'agree',
      },
    })
  })

  it('moves through the four sections with progress, focusing each section heading', async () => {
    const { user } = renderApp('/orthodox-assessment')
    expect(await screen.findByRole('heading', { level: 1, name: 'Orthodox Assessment' }))
    expect(await screen.findByText('Theological compatibility assessment')).toBeTruthy()
    expect(screen.getByText(/Section 1 of 4/).textContent).toContain('25% complete')
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Core Orthodox Beliefs' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile')

    const titles = ['Orthodox Practices', 'Orthodox Theological Views', 'Personal Orthodox Journey']
    for (const [i, title] of titles.entries()) {
      await user.click(screen.getByRole('button', { name: 'Next Section' }))
      expect(screen.getByText(new RegExp(`Section ${i + 2} of 4`)).textContent).toContain(
        `${(i + 2) * 25}% complete`,
      )
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: title }))
    }
    expect(screen.queryByRole('button', { name: 'Next Section' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeTruthy()
    expect(screen.getByLabelText('I was born into an Orthodox family')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Orthodox Theological Views' }),
    )
    await draftReads({ section: 2, answers: {} })
  })

  it('restores the draft without asking the server, with the meter of its answers', async () => {
    await saveAssessmentDraft(demoMember.id, {
      section: 1,
      answers: { believesOrthodoxChurch: 'agree', prayerFrequency: 'daily' },
    })
    renderApp('/orthodox-assessment')
    const prayer = await screen.findByRole('group', { name: 'How often do you pray?' })
    expect(within(prayer).getByLabelText('Daily')).toHaveProperty('checked', true)
    expect(reading()).toBe('25% Exploring Orthodox Faith')
    expect(server.requestsTo(savedAnswersRoute)).toEqual([])
  })

  it("prefills the server's answers of its own scale only", async () => {
    answerQuestionnaire(server, {
      believesOrthodoxChurch: 'yes', // the faith profile's word: not on this scale
      believesRealPresence: 'strongly_agree',
      liturgicalTradition: 'greek', // not asked here
    })
    const { user } = renderApp('/orthodox-assessment')
    const presence = await screen.findByRole('group', { name: PRESENCE })
    expect(within(presence).getByLabelText('Strongly Agree')).toHaveProperty('checked', true)
    for (const input of within(question(CHURCH)).getAllByRole('radio')) {
      expect(input).toHaveProperty('checked', false)
    }
    await user.click(screen.getByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('Your questionnaire progress has been saved.')).toBeTruthy()
    // The stored row always holds the background flags (false unless answered): asked here too,
    // they come back as answers of the member's.
    expect(answersSent(server)).toEqual([
      { believesRealPresence: 'strongly_agree', isConvert: false, bornOrthodox: false },
    ])
  })

  it('tells the member when progress cannot be saved', async () => {
    server.on('POST /api/questionnaire', reply(500, { message: 'boom' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/orthodox-assessment')
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('Failed to save progress. Please try again.')).toBeTruthy()
  })

  it('completes: saves the answers, tells the compatibility score and goes to the profile', async () => {
    await saveAssessmentDraft(demoMember.id, {
      section: 3,
      answers: { believesIconVeneration: 'neutral' },
    })
    const finish = holdSave(server)
    const { user } = renderApp('/orthodox-assessment')
    await user.click(await screen.findByLabelText('I am a convert to Orthodoxy'))
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByRole('button', { name: 'Completing Assessment...' })).toHaveProperty(
      'disabled',
      true,
    )
    await eventually(() =>
      expect(answersSent(server)).toEqual([{ believesIconVeneration: 'neutral', isConvert: true }]),
    )
    finish()
    expect(await screen.findByText('Orthodox Questionnaire Complete')).toBeTruthy()
    // One belief answered 'Neutral': 12 points of the meter.
    expect(screen.getByText('Your Orthodox compatibility score is 12%')).toBeTruthy()
    expect(window.location.pathname).toBe('/profile')
    await draftReads(null)
  })

  it('shows the failure toast and stays when the assessment cannot be submitted', async () => {
    await saveAssessmentDraft(demoMember.id, { section: 3, answers: {} })
    server.on('POST /api/questionnaire', reply(500, { message: 'boom' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/orthodox-assessment')
    await user.click(await screen.findByRole('button', { name: 'Complete Assessment' }))
    expect(await screen.findByText('Failed to submit assessment. Please try again.')).toBeTruthy()
    expect(window.location.pathname).toBe('/orthodox-assessment')
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toHaveProperty(
      'disabled',
      false,
    )
  })
})
