import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))
const queued = vi.hoisted(() => ({ useQueuedProfile: vi.fn() }))
vi.mock('../profile-builder/use-queued-profile.ts', () => queued)
const questionnaire = vi.hoisted(() => ({ fetchSavedAnswers: vi.fn() }))
vi.mock('../../data/questionnaire.ts', () => questionnaire)

beforeEach(() => {
  setSession({ status: 'signed-in', member: demoMember })
  queued.useQueuedProfile.mockReturnValue(null)
  // Offline: the faith card keeps only its links.
  questionnaire.fetchSavedAnswers.mockRejectedValue(new Error('offline'))
})

describe('profile screen', () => {
  it("shows the signed-in member's own profile", async () => {
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    // No photo yet: the generated picture, not the initial.
    expect(screen.queryByText('E')).toBeNull()
    expect(document.querySelector('.profile-header .member-picture-generated svg')).not.toBeNull()
    expect(screen.getByText(/29 years/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/profile-builder',
    )
    expect(screen.getByText('I sing in the choir at St. Andrew.')).toBeTruthy()
    expect(screen.getByText('27 to 38 years')).toBeTruthy()
    expect(screen.getByText('Within 50 miles')).toBeTruthy()
    expect(screen.getByText('Men')).toBeTruthy()
    const faith = screen.getByRole('heading', { name: 'Orthodox Faith Profile' }).parentElement!
    expect(
      within(faith)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/orthodox-assessment',
      '/comprehensive-questionnaire',
      '/questionnaire',
      '/enhanced-questionnaire',
      '/comprehensive-orthodox-intake',
      '/ideal-match-preferences',
      '/clergy-reference',
    ])
    expect(screen.getByText('demo@example.com')).toBeTruthy()
    expect(screen.getByText('demo')).toBeTruthy()
    expect(screen.getByText('January 5, 2026')).toBeTruthy()
  })

  it('offers the clergy reference form to a member who is not verified', async () => {
    setSession({
      status: 'signed-in',
      member: { ...demoMember, isVerified: false, bio: null, clergyVerificationStatus: 'none' },
    })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    expect(screen.getByRole('link', { name: 'clergy reference form' }).getAttribute('href')).toBe(
      '/clergy-reference',
    )
    expect(screen.getByText('You have not written anything about yourself yet.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull()
  })

  it('says a clergy reference is under review', async () => {
    setSession({
      status: 'signed-in',
      member: { ...demoMember, isVerified: false, clergyVerificationStatus: 'pending' },
    })
    renderApp('/profile')
    expect(await screen.findByText('Under review')).toBeTruthy()
    expect(
      screen.getByText('Your clergy reference is being reviewed by our moderators.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'clergy reference form' })).toBeNull()
  })

  it('shows the clergy endorsement once verified', async () => {
    setSession({
      status: 'signed-in',
      member: {
        ...demoMember,
        isVerified: false,
        clergyVerificationStatus: 'verified',
        hasClergyEndorsement: true,
      },
    })
    renderApp('/profile')
    expect(await screen.findByText('Clergy endorsed')).toBeTruthy()
    expect(
      screen.getByText(
        'Your clergy reference has been verified: your profile shows your clergy endorsement.',
      ),
    ).toBeTruthy()
  })

  it("shows a rejection with the moderator's reason and the way to submit again", async () => {
    setSession({
      status: 'signed-in',
      member: {
        ...demoMember,
        isVerified: false,
        clergyVerificationStatus: 'rejected',
        clergyReviewReason: 'The signature is missing.',
      },
    })
    renderApp('/profile')
    expect(await screen.findByText('Not verified')).toBeTruthy()
    expect(screen.getByText('Your clergy reference was not verified.')).toBeTruthy()
    expect(screen.getByText('The signature is missing.').tagName).toBe('Q')
    expect(
      screen.getByRole('link', { name: 'Submit a new clergy reference' }).getAttribute('href'),
    ).toBe('/clergy-reference')
  })

  it('invites a new member to complete the profile', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, profileCompletionStep: 1 } })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/profile-builder',
    )
  })

  it('says a profile completed offline will be sent, instead of inviting to complete it', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, profileCompletionStep: 1 } })
    queued.useQueuedProfile.mockReturnValue({ status: 'pending' })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    expect(screen.getByRole('status').textContent).toBe(
      'Your profile will be sent when you are back online.',
    )
    expect(screen.queryByText(/Your profile is not complete yet/)).toBeNull()
  })

  it("shows the server's refusal of a profile completed offline, with the way back to it", async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, profileCompletionStep: 1 } })
    queued.useQueuedProfile.mockReturnValue({
      status: 'failed',
      message: 'Religious data consent is required',
    })
    renderApp('/profile')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'The server did not accept your profile: Religious data consent is required',
    )
    expect(
      within(alert).getByRole('link', { name: 'Complete your profile' }).getAttribute('href'),
    ).toBe('/profile-builder')
  })

  it('says a profile completed offline met a newer edit and is kept as a draft, with the way back to it', async () => {
    queued.useQueuedProfile.mockReturnValue({ status: 'conflict' })
    renderApp('/profile')
    const alert = await screen.findByRole('alert')
    within(alert).getByText(
      'Your profile was changed on another device after you started this edit',
    )
    within(alert).getByText(/kept on this device as a draft/)
    expect(
      within(alert).getByRole('link', { name: 'Complete your profile' }).getAttribute('href'),
    ).toBe('/profile-builder')
  })

  describe('the Faith Profile at a glance', () => {
    const faithCard = async () =>
      (await screen.findByRole('heading', { name: 'Orthodox Faith Profile' })).parentElement!

    it('invites a member who answered nothing to start, from their own saved answers', async () => {
      questionnaire.fetchSavedAnswers.mockResolvedValue(null)
      renderApp('/profile')
      const card = await faithCard()
      expect(
        (await within(card).findByRole('link', { name: 'Start your Faith Profile' })).getAttribute(
          'href',
        ),
      ).toBe('/questionnaire')
      expect(questionnaire.fetchSavedAnswers).toHaveBeenCalledWith(demoMember.id)
      expect(within(card).queryByRole('progressbar')).toBeNull()
    })

    it('shows how much is answered and the practice in a word each, in the Faith Profile’s words', async () => {
      questionnaire.fetchSavedAnswers.mockResolvedValue({
        liturgicalTradition: 'other',
        otherAnswers: { liturgicalTradition: 'Carpatho-Rusyn' },
        attendsLiturgyFrequency: 'weekly',
        prayerFrequency: 'daily',
        languages: ['English', 'greek'],
        believesRealPresence: 'yes',
      })
      renderApp('/profile')
      const card = await faithCard()
      const progress = await within(card).findByRole('progressbar', {
        name: '5 of 37 questions answered',
      })
      expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['5', '37'])
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
      expect(terms).toEqual([
        'Liturgical tradition: Carpatho-Rusyn',
        'Divine Liturgy: Weekly',
        'Prayer: Daily',
        'Languages: English, Greek',
      ])
      expect(within(card).getByRole('link', { name: 'Finish your Faith Profile' })).toBeTruthy()
    })

    it('offline, keeps the links alone', async () => {
      renderApp('/profile')
      const card = await faithCard()
      await screen.findByText('demo@example.com')
      expect(within(card).queryByRole('progressbar')).toBeNull()
      expect(within(card).queryByRole('link', { name: /Faith Profile$/ })).toBeNull()
    })
  })
})
