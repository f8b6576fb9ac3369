import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadQuestionnaireDraft, saveQuestionnaireDraft } from '../../data/questionnaire.ts'
import { reply, type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, serverTakesConsent } from '../../test/member-device.ts'
import {
  answerQuestionnaire,
  answersSent,
  draftReader,
  holdSave,
  questionnaireDevice,
  savedAnswersRoute,
  storeAnswers,
} from '../../test/questionnaire-server.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

let server: FakeApi
beforeEach(async () => {
  server = await questionnaireDevice()
})

const saved = () => answersSent(server)

/** The draft this device keeps for the member, once it reads `expected`. */
const draftReads = draftReader(loadQuestionnaireDraft)

const consentsGiven = () =>
  server.requestsTo('PUT /api/privacy/consent').map((request) => request.body)

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
    await draftReads({ section: 3, answers: {} })
  })

  it('keeps every answer in the draft as it is given', async () => {
    const { user } = renderApp('/questionnaire')
    const group = await screen.findByRole('group', {
      name: 'Do you believe in the veneration of icons?',
    })
    await user.click(within(group).getByLabelText('Unsure'))
    await draftReads({ section: 0, answers: { believesIconVeneration: 'unsure' } })
  })

  it('restores the draft: its section and answers, without asking the server', async () => {
    await saveQuestionnaireDraft(demoMember.id, {
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
    expect(server.requestsTo(savedAnswersRoute)).toEqual([])
  })

  it('prefills the answers saved on the server when there is no draft', async () => {
    answerQuestionnaire(server, { believesOrthodoxChurch: 'yes' })
    renderApp('/questionnaire')
    const group = await screen.findByRole('group', {
      name: 'Do you believe the Orthodox Church is the one, holy, catholic and apostolic Church?',
    })
    expect(within(group).getByLabelText('Yes')).toHaveProperty('checked', true)
    expect(server.requestsTo(savedAnswersRoute)).toHaveLength(1)
  })

  it('completes: saves the answers, shows the success toast and returns home', async () => {
    await saveQuestionnaireDraft(demoMember.id, {
      section: 4,
      answers: { prayerFrequency: 'daily' },
    })
    const finish = holdSave(server)
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
    await eventually(() =>
      expect(saved()).toEqual([{ prayerFrequency: 'daily', traditionalWedding: 'important' }]),
    )
    finish()
    expect(await screen.findByText('Orthodox Faith Profile Complete!')).toBeTruthy()
    expect(
      screen.getByText('Your responses help us find compatible Orthodox matches.'),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/')
    await draftReads(null)
  })

  it('shows the failure toast and stays when the answers cannot be saved', async () => {
    await saveQuestionnaireDraft(demoMember.id, { section: 4, answers: {} })
    server.on('POST /api/questionnaire', reply(500, { message: 'boom' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Failed to save questionnaire. Please try again.')).toBeTruthy()
    expect(window.location.pathname).toBe('/questionnaire')
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toHaveProperty(
      'disabled',
      false,
    )
    await draftReads({ section: 4, answers: {} })
  })

  it('asks for consent before starting when the member has not given it', async () => {
    const member = { ...demoMember, religiousDataConsentAt: null }
    server = await questionnaireDevice(member)
    serverTakesConsent(server, member)
    const { user } = renderApp('/questionnaire')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your consent is needed' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText(/We store your faith answers only with your consent/)).toBeTruthy()
    expect(screen.queryByText('Section 1 of 5')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, start the questionnaire' }))
    expect(await screen.findByText('Section 1 of 5')).toBeTruthy()
    expect(consentsGiven()).toEqual([{ religiousData: true }])
  })

  it('when the server refuses for want of consent, asks inline and saves again once given', async () => {
    await saveQuestionnaireDraft(demoMember.id, { section: 4, answers: {} })
    // Withdrawn on another device: the server refuses until consent is given again here.
    let consent = false
    server.on('PUT /api/privacy/consent', () => {
      consent = true
      return { religiousDataConsentAt: '2026-02-01T10:00:00.000Z' }
    })
    server.on('POST /api/questionnaire', (request: SeenRequest) =>
      consent
        ? storeAnswers(request)
        : reply(403, {
            message: 'Consent to store religious data is required',
            code: 'consent_required',
          }),
    )
    const { user } = renderApp('/questionnaire')
    await user.click(await screen.findByRole('button', { name: 'Complete Profile' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your consent is needed' }),
    ).toBeTruthy()
    expect(screen.queryByText('Failed to save questionnaire. Please try again.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Give consent and save' }))
    expect(await screen.findByText('Orthodox Faith Profile Complete!')).toBeTruthy()
    expect(consentsGiven()).toEqual([{ religiousData: true }])
    expect(saved()).toHaveLength(2)
    expect(window.location.pathname).toBe('/')
  })
})
