import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { HttpError } from '../../data/api-client.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

const data = vi.hoisted(() => ({
  loadQuestionnaireDraft: vi.fn(),
  saveQuestionnaireDraft: vi.fn(),
  fetchSavedAnswers: vi.fn(),
  submitQuestionnaire: vi.fn(),
}))
vi.mock('../../data/questionnaire.ts', () => data)
const privacy = vi.hoisted(() => ({ setReligiousDataConsent: vi.fn() }))
vi.mock('../../data/privacy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/privacy.ts')>()),
  ...privacy,
}))

beforeEach(() => {
  vi.clearAllMocks()
  setSession({ status: 'signed-in', member: demoMember })
  data.loadQuestionnaireDraft.mockResolvedValue(null)
  data.saveQuestionnaireDraft.mockResolvedValue(undefined)
  data.fetchSavedAnswers.mockResolvedValue(null)
  privacy.setReligiousDataConsent.mockResolvedValue(undefined)
})

const question = (name: string) => screen.getByRole('group', { name })

describe('Orthodox Faith Profile', () => {
  it('moves through the five sections, focusing each section heading', async () => {
    const { user } = renderApp('/questionnaire')
    expect(await screen.findByText('Section 1 of 5')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Core Orthodox Beliefs' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: 'Complete Profile' })).toBeNull()

    const titles = [
      'Spiritual Practice',
      'Contemporary Issues',
      'Family & Values',
      'Background & Preferences',
    ]
    for (const [i, title] of titles.entries()) {
      await user.click(screen.getByRole('button', { name: 'Next' }))
      expect(screen.getByText(`Section ${i + 2} of 5`)).toBeTruthy()
      const heading = screen.getByRole('heading', { level: 2, name: title })
      expect(document.activeElement).toBe(heading)
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('Section 4 of 5')).toBeTruthy()
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Family & Values' }),
    )
    expect(data.saveQuestionnaireDraft).toHaveBeenLastCalledWith(demoMember.id, {
      section: 3,
      answers: {},
    })
  })

  it('keeps every answer in the draft as it is given', async () => {
    const { user } = renderApp('/questionnaire')
    const group = await screen.findByRole('group', {
      name: 'Do you believe in the veneration of icons?',
    })
    await user.click(within(group).getByLabelText('Unsure'))
    expect(data.saveQuestionnaireDraft).toHaveBeenLastCalledWith(demoMember.id, {
      section: 0,
      answers: { believesIconVeneration: 'unsure' },
    })
  })

  it('restores the draft: its section and answers, without asking the server', async () => {
    data.loadQuestionnaireDraft.mockResolvedValue({
      section: 4,
      answers: { divorcePosition: 'agree', languages: ['Greek'], isConvert: true },
    })
    const { user } = renderApp('/questionnaire')
    expect(await screen.findByText('Section 5 of 5')).toBeTruthy()
    expect(screen.getByLabelText('I am a convert to Orthodoxy')).toHaveProperty('checked', true)
    const languages = question('Which languages do you speak?')
    expect(within(languages).getByLabelText('Greek')).toHaveProperty('checked', true)
    expect(within(languages).getByLabelText('English')).toHaveProperty('checked', false)
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    const divorce = question('Divorce and remarriage are acceptable in some circumstances.')
    expect(within(divorce).getByLabelText('Agree')).toHaveProperty('checked', true)
    expect(data.fetchSavedAnswers).not.toHaveBeenCalled()
  })

  it('prefills the answers saved on the server when there is no draft', async () => {
    data.fetchSavedAnswers.mockResolvedValue({ believesOrthodoxChurch: 'yes' })
    renderApp('/questionnaire')
    const group = await screen.findByRole('group', {
      name: 'Do you believe the Orthodox Church is the one, holy, catholic and apostolic Church?',
    })
    expect(within(group).getByLabelText('Yes')).toHaveProperty('checked', true)
    expect(data.fetchSavedAnswers).toHaveBeenCalledWith(demoMember.id)
  })

  it('completes: saves the answers, shows the success toast and returns home', async () => {
    data.loadQuestionnaireDraft.mockResolvedValue({
      section: 4,
      answers: { prayerFrequency: 'daily' },
    })
    let finish: () => void = () => {}
    data.submitQuestionnaire.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    const { user } = renderApp('/questionnaire')
    await user.click(
      within(
        await screen.findByRole('group', {
          name: 'How important is a traditional Orthodox wedding?',
        }),
      ).getByLabelText('Important'),
    )
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true)
    expect(data.submitQuestionnaire).toHaveBeenCalledWith(demoMember.id, {
      prayerFrequency: 'daily',
      traditionalWedding: 'important',
    })
    finish()
    expect(await screen.findByText('Orthodox Faith Profile Complete!')).toBeTruthy()
    expect(
      screen.getByText('Your responses help us find compatible Orthodox matches.'),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/')
  })

  it('shows the failure toast and stays when the answers cannot be saved', async () => {
    data.loadQuestionnaireDraft.mockResolvedValue({ section: 4, answers: {} })
    data.submitQuestionnaire.mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Failed to save questionnaire. Please try again.')).toBeTruthy()
    expect(window.location.pathname).toBe('/questionnaire')
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('asks for consent before starting when the member has not given it', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, religiousDataConsentAt: null } })
    const { user } = renderApp('/questionnaire')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your consent is needed' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText(/We store your faith answers only with your consent/)).toBeTruthy()
    expect(screen.queryByText('Section 1 of 5')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, start the questionnaire' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(true)
    expect(await screen.findByText('Section 1 of 5')).toBeTruthy()
  })

  it('when the server refuses for want of consent, asks inline and saves again once given', async () => {
    data.loadQuestionnaireDraft.mockResolvedValue({ section: 4, answers: {} })
    data.submitQuestionnaire
      .mockRejectedValueOnce(
        new HttpError(
          403,
          'Forbidden',
          JSON.stringify({ message: 'Consent to store religious data is required' }),
        ),
      )
      .mockResolvedValueOnce(undefined)
    const { user } = renderApp('/questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Profile' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your consent is needed' }),
    ).toBeTruthy()
    expect(screen.queryByText('Failed to save questionnaire. Please try again.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Give consent and save' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(true)
    expect(await screen.findByText('Orthodox Faith Profile Complete!')).toBeTruthy()
    expect(data.submitQuestionnaire).toHaveBeenCalledTimes(2)
    expect(window.location.pathname).toBe('/')
  })
})
