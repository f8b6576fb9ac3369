import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { candidate, deckOf as deckOfServer, openDetails } from './detail-view-testing.ts'

/** The theological score and its why in the swipe card's detail view (issue 33, core §1). */
let server: FakeApi
const deckOf = (...items: PublicProfile[]) => deckOfServer(server, ...items)

beforeEach(async () => {
  server = await signedInDevice({ ...demoMember, lookingFor: 'male' })
})

describe('the detail view’s theological match', () => {
  it('shows the score beside compatibility, with the areas that agreed and differed', async () => {
    deckOf(
      candidate(31, {
        firstName: 'Basil',
        lastName: 'Markos',
        compatibilityScore: 82,
        theologicalScore: 64,
        theology: {
          kind: 'compared',
          questions: 7,
          areas: { beliefs: 'agree', practice: 'mixed', issues: 'differ' },
        },
      }),
    )
    const details = await openDetails('Basil Markos')
    expect(within(details).getByText('82% compatibility')).toBeTruthy()
    expect((await within(details).findByText('64% theological match')).className).toContain(
      'compat-gold',
    )
    const why = await within(details).findByRole('region', { name: 'Theological match' })
    expect(
      within(why).getByText('From the 7 questions you both answered in the faith questionnaire.'),
    ).toBeTruthy()
    const rows = within(why)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'Core Orthodox BeliefsAgree',
      'Spiritual PracticePartly',
      'Contemporary IssuesDiffer',
    ])
  })

  /** The detail view of a member whose score is the default 75, for `missing`. */
  async function unscoredDetails(missing: 'member' | 'viewer', firstName: string) {
    const theology = { kind: 'unscored', missing } as const
    deckOf(candidate(32, { firstName, lastName: 'Petrou', theologicalScore: 75, theology }))
    const details = await openDetails(`${firstName} Petrou`)
    await within(details).findByRole('region', { name: 'Theological match' })
    expect(within(details).queryByText(/^\d+% theological match$/)).toBeNull()
    expect(within(details).queryByText(/75/)).toBeNull()
    return details
  }

  it('without the member’s questionnaire says so, and shows no 75', async () => {
    const details = await unscoredDetails('member', 'Elias')
    const text = 'Elias has not taken the faith questionnaire yet, so there is no score.'
    expect(within(details).getByText(text)).toBeTruthy()
    expect(within(details).queryByRole('link', { name: 'Take the faith questionnaire' })).toBeNull()
    expect(within(details).getByText('Not enough shared yet')).toBeTruthy()
  })

  it('without the viewer’s questionnaire offers to take it', async () => {
    const details = await unscoredDetails('viewer', 'Nikolai')
    const text = 'You have not taken the faith questionnaire yet, so there is no score.'
    expect(within(details).getByText(text)).toBeTruthy()
    const link = within(details).getByRole('link', { name: 'Take the faith questionnaire' })
    expect(link.getAttribute('href')).toBe('/questionnaire')
    expect(
      within(details).getByText('Take the faith questionnaire to see your theological match'),
    ).toBeTruthy()
  })

  it('shows no compatibility made up: says what the viewer can add to see it', async () => {
    deckOf(candidate(35, { firstName: 'Ioan', lastName: 'Rusu', compatibilityScore: null }))
    const details = await openDetails('Ioan Rusu')
    expect(
      await within(details).findByText('Add your church attendance to see compatibility'),
    ).toBeTruthy()
    expect(within(details).queryByText(/% compatibility$/)).toBeNull()
    // The card itself shows no score at all rather than a made-up one.
    expect(within(screen.getByTestId('swipe-card')).queryByText(/% match$/)).toBeNull()
  })

  it('with the viewer’s own answers given, says too little is shared yet', async () => {
    server = await signedInDevice({
      ...demoMember,
      lookingFor: 'male',
      denomination: 'OCA',
      churchAttendanceFrequency: 'Weekly',
    })
    deckOf(candidate(36, { firstName: 'Luka', lastName: 'Jovic', compatibilityScore: null }))
    const details = await openDetails('Luka Jovic')
    expect(await within(details).findByText('Not enough shared yet')).toBeTruthy()
  })

  it('on the card shows the denomination alone when the member gave no income', async () => {
    deckOf(candidate(34, { firstName: 'Pavel', lastName: 'Sava', denomination: 'OCA' }))
    renderApp('/')
    const card = await screen.findByTestId('swipe-card')
    expect(within(card).getByText('OCA')).toBeTruthy()
    expect(within(card).queryByText(/Income/)).toBeNull()
  })
})
