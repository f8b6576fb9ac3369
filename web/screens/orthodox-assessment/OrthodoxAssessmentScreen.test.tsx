import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

const data = vi.hoisted(() => ({
  loadAssessmentDraft: vi.fn(),
  saveAssessmentDraft: vi.fn(),
  fetchSavedAnswers: vi.fn(),
  saveAssessmentProgress: vi.fn(),
  submitAssessment: vi.fn(),
}))
vi.mock('../../data/orthodox-assessment.ts', () => data)
const privacy = vi.hoisted(() => ({ setReligiousDataConsent: vi.fn() }))
vi.mock('../../data/privacy.ts', () => privacy)

beforeEach(() => {
  vi.clearAllMocks()
  setSession({ status: 'signed-in', member: demoMember })
  data.loadAssessmentDraft.mockResolvedValue(null)
  data.saveAssessmentDraft.mockResolvedValue(undefined)
  data.fetchSavedAnswers.mockResolvedValue(null)
  data.saveAssessmentProgress.mockResolvedValue(undefined)
  privacy.setReligiousDataConsent.mockResolvedValue(undefined)
})

const CHURCH = 'The Orthodox Church is the one, holy, catholic and apostolic Church.'
const PRESENCE = 'Christ is truly present in the Eucharist, not symbolically.'
const THEOTOKOS = 'The Theotokos intercedes for us before Christ.'
const ICONS = 'Venerating icons is a proper form of worship.'

const question = (name: string) => screen.getByRole('group', { name })
const reading = () => screen.getByRole('status').textContent?.replace(/\s+/g, ' ').trim()
const meter = () => document.querySelector('meter')!

describe('Orthodox Assessment', () => {
  it('asks for consent to store faith data before starting, like every questionnaire', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, religiousDataConsentAt: null } })
    const { user } = renderApp('/orthodox-assessment')
    await screen.findByRole('heading', { level: 2, name: 'Your consent is needed' })
    expect(screen.queryByText(/Section 1 of 4/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, start the questionnaire' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(true)
    expect(await screen.findByText(/Section 1 of 4/)).toBeTruthy()
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
    expect(data.saveAssessmentDraft).toHaveBeenLastCalledWith(demoMember.id, {
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
    expect(screen.getByText('Theological compatibility assessment')).toBeTruthy()
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
    expect(data.saveAssessmentDraft).toHaveBeenLastCalledWith(demoMember.id, {
      section: 2,
      answers: {},
    })
  })

  it('restores the draft without asking the server, with the meter of its answers', async () => {
    data.loadAssessmentDraft.mockResolvedValue({
      section: 1,
      answers: { believesOrthodoxChurch: 'agree', prayerFrequency: 'daily' },
    })
    renderApp('/orthodox-assessment')
    const prayer = await screen.findByRole('group', { name: 'How often do you pray?' })
    expect(within(prayer).getByLabelText('Daily')).toHaveProperty('checked', true)
    expect(reading()).toBe('25% Exploring Orthodox Faith')
    expect(data.fetchSavedAnswers).not.toHaveBeenCalled()
  })

  it("prefills the server's answers of its own scale only", async () => {
    data.fetchSavedAnswers.mockResolvedValue({
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
    expect(data.saveAssessmentProgress).toHaveBeenCalledWith(demoMember.id, {
      believesRealPresence: 'strongly_agree',
    })
    expect(await screen.findByText('Your questionnaire progress has been saved.')).toBeTruthy()
  })

  it('tells the member when progress cannot be saved', async () => {
    data.saveAssessmentProgress.mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/orthodox-assessment')
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }))
    expect(await screen.findByText('Failed to save progress. Please try again.')).toBeTruthy()
  })

  it('completes: saves the answers, tells the compatibility score and goes to the profile', async () => {
    data.loadAssessmentDraft.mockResolvedValue({
      section: 3,
      answers: { believesIconVeneration: 'neutral' },
    })
    let finish: () => void = () => {}
    data.submitAssessment.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    const { user } = renderApp('/orthodox-assessment')
    await user.click(await screen.findByLabelText('I am a convert to Orthodoxy'))
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }))
    expect(screen.getByRole('button', { name: 'Completing Assessment...' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(data.submitAssessment).toHaveBeenCalledWith(demoMember.id, {
      believesIconVeneration: 'neutral',
      isConvert: true,
    })
    finish()
    expect(await screen.findByText('Orthodox Questionnaire Complete')).toBeTruthy()
    // One belief answered 'Neutral': 12 points of the meter.
    expect(screen.getByText('Your Orthodox compatibility score is 12%')).toBeTruthy()
    expect(window.location.pathname).toBe('/profile')
  })

  it('shows the failure toast and stays when the assessment cannot be submitted', async () => {
    data.loadAssessmentDraft.mockResolvedValue({ section: 3, answers: {} })
    data.submitAssessment.mockRejectedValue(new Error('offline'))
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
