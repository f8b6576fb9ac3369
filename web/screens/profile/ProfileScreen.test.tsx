import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { saveBuilderDraft } from '../../data/profile-builder.ts'
import { unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { leftInOutbox } from '../../test/outbox-rows.ts'
import { answerQuestionnaire, savedAnswersRoute } from '../../test/questionnaire-server.ts'
import { renderApp } from '../../test/render.tsx'

let server: FakeApi
/** The member's device, offline for the saved answers: the faith card keeps only its links. */
async function startDevice(member = demoMember) {
  server = await signedInDevice(member)
  server.on(savedAnswersRoute, unreachable)
  server.on('GET /api/parish-events', { events: [], nextCursor: null })
}
beforeEach(() => startDevice())

/** The profile the member completed offline, left in the outbox. */
const profileLeft = (extra: Parameters<typeof leftInOutbox>[1]) =>
  leftInOutbox({ kind: 'profile', path: '/api/profile', body: { firstName: 'Eleni' } }, extra)

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
    await startDevice({
      ...demoMember,
      isVerified: false,
      bio: null,
      clergyVerificationStatus: 'none',
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
    await startDevice({ ...demoMember, isVerified: false, clergyVerificationStatus: 'pending' })
    renderApp('/profile')
    expect(await screen.findByText('Under review')).toBeTruthy()
    expect(
      screen.getByText('Your clergy reference is being reviewed by our moderators.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'clergy reference form' })).toBeNull()
  })

  it('shows the one Verified badge once the clergy reference is verified', async () => {
    await startDevice({ ...demoMember, isVerified: true, clergyVerificationStatus: 'verified' })
    renderApp('/profile')
    const card = await screen.findByRole('region', { name: /Verified Orthodox/ })
    expect(card.querySelector('.badge-verified')?.textContent).toContain('Verified')
    expect(screen.getByText('Your clergy reference has been verified.')).toBeTruthy()
    expect(screen.queryByText(/badge cannot be bought/)).toBeNull()
  })

  it('says a deacon letter is under review beside a reference never sent', async () => {
    await startDevice({
      ...demoMember,
      isVerified: false,
      clergyVerificationStatus: 'none',
      deaconLetterStatus: 'pending',
    })
    renderApp('/profile')
    expect(
      await screen.findByText('Your deacon letter is being reviewed by our moderators.'),
    ).toBeTruthy()
    expect(document.querySelector('.badge-verified')).toBeNull()
  })

  it("shows a rejected deacon letter with the moderator's reason and the way to upload again", async () => {
    await startDevice({
      ...demoMember,
      isVerified: false,
      deaconLetterStatus: 'rejected',
      deaconLetterReviewReason: 'The letter is not signed.',
    })
    renderApp('/profile')
    expect(await screen.findByText('Your deacon letter was not verified.')).toBeTruthy()
    expect(screen.getByText('The letter is not signed.').tagName).toBe('Q')
    expect(
      screen.getByRole('link', { name: 'Upload a new deacon letter' }).getAttribute('href'),
    ).toBe('/profile-builder')
  })

  it("shows a rejection with the moderator's reason and the way to submit again", async () => {
    await startDevice({
      ...demoMember,
      isVerified: false,
      clergyVerificationStatus: 'rejected',
      clergyReviewReason: 'The signature is missing.',
    })
    renderApp('/profile')
    expect(await screen.findByText('Not verified')).toBeTruthy()
    expect(screen.getByText('Your clergy reference was not verified.')).toBeTruthy()
    expect(screen.getByText('The signature is missing.').tagName).toBe('Q')
    expect(
      screen.getByRole('link', { name: 'Submit a new clergy reference' }).getAttribute('href'),
    ).toBe('/clergy-reference')
  })

  it("invites a new member to complete the profile: how far along, and the next thing's link", async () => {
    // A city and a few words: two of the seven things a complete profile has.
    await startDevice({ ...demoMember, profileCompletionStep: 1 })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your profile is 29% complete' }),
    ).toBeTruthy()
    const next = screen.getAllByRole('link', { name: 'Add a photo' })
    expect(next.map((link) => link.getAttribute('href'))).toEqual([
      '/welcome?step=photos',
      '/welcome?step=photos',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Nobody can see you yet' })).toBeTruthy()
  })

  it('says a profile completed offline will be sent, instead of inviting to complete it', async () => {
    await startDevice({ ...demoMember, profileCompletionStep: 1 })
    await profileLeft({ status: 'pending' })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    // The one status that says something (the offline and update banners are empty online).
    const said = () => screen.getAllByRole('status').flatMap((status) => status.textContent || [])
    await waitFor(() =>
      expect(said()).toEqual(['Your profile will be sent when you are back online.']),
    )
  })

  it("shows the server's refusal of a profile completed offline, with the way back to it", async () => {
    await startDevice({ ...demoMember, profileCompletionStep: 1 })
    await profileLeft({
      status: 'failed',
      lastError: '403: {"message":"Religious data consent is required","code":"consent_required"}',
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
    // The outbox's 409 handler put the values back in the draft, marked, and dropped the row.
    await saveBuilderDraft({ step: 4, values: { firstName: 'Eleni' }, conflict: true })
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
      answerQuestionnaire(server)
      renderApp('/profile')
      const card = await faithCard()
      expect(
        (await within(card).findByRole('link', { name: 'Start your Faith Profile' })).getAttribute(
          'href',
        ),
      ).toBe('/questionnaire')
      expect(server.requestsTo(savedAnswersRoute)).toHaveLength(1)
      expect(within(card).queryByRole('progressbar')).toBeNull()
    })

    it('shows how much is answered and the practice in a word each, in the Faith Profile’s words', async () => {
      answerQuestionnaire(server, {
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
