import { within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { candidate, deckOf as deckOfServer, openDetails } from './detail-view-testing.ts'

/** The detail view's groups of the whole profile (issue #33 part 2): Basics, Faith, About. */
let server: FakeApi
const deckOf = (...items: PublicProfile[]) => deckOfServer(server, ...items)

beforeEach(async () => {
  server = await signedInDevice({ ...demoMember, lookingFor: 'male', membershipTier: 'premium' })
})

const rowsOf = (group: HTMLElement) =>
  [...group.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ])

const everything = {
  firstName: 'Basil',
  lastName: 'Markos',
  age: 34,
  location: 'Chicago',
  country: 'United States',
  distanceMiles: 12,
  height: `5'11"`,
  weight: 182,
  eyeColor: 'Hazel',
  race: 'Greek',
  bustChest: 40,
  waist: 32,
  hipsInseam: 32,
  denomination: 'Greek Orthodox',
  jurisdiction: 'GOARCH',
  churchAttendanceFrequency: 'Weekly',
  bio: 'Chanter at St. Demetrios.',
  occupation: 'Engineer',
  educationLevel: "Master's Degree",
  income: 95000,
  englishFluency: 'Native',
  mbtiType: 'INTJ',
  loveLanguage: 'Acts of Service',
  maritalStatus: 'never-married',
} as const

describe('the detail view’s groups', () => {
  it('shows every field the member shows, grouped, in words a member reads', async () => {
    deckOf(candidate(51, everything))
    const details = await openDetails('Basil Markos')
    const basics = await within(details).findByRole('region', { name: 'Basics' })
    expect(rowsOf(basics)).toEqual([
      ['Age', '34'],
      ['Location', 'Chicago, United States'],
      ['Distance', '12 miles away'],
      ['Height', `5'11"`],
      ['Weight', '182 lbs'],
      ['Eye color', 'Hazel'],
      ['Race/ethnicity', 'Greek'],
      ['Measurements', '40–32–32 in'],
    ])
    expect(rowsOf(within(details).getByRole('region', { name: 'Faith' }))).toEqual([
      ['Denomination', 'Greek Orthodox'],
      ['Jurisdiction', 'GOARCH'],
      ['Church attendance', 'Weekly'],
    ])
    const about = within(details).getByRole('region', { name: 'About' })
    expect(within(about).getByText('Chanter at St. Demetrios.')).toBeTruthy()
    expect(rowsOf(about)).toEqual([
      ['Occupation', 'Engineer'],
      ['Education level', "Master's Degree"],
      ['Income', '$95K'],
      ['English fluency', 'Native'],
      ['MBTI type', 'INTJ'],
      ['Love language', 'Acts of Service'],
    ])
    expect(within(details).getByRole('region', { name: 'Vitals' })).toBeTruthy()
    // The groups come in the order of the builder's: Basics, Faith, Vitals, About.
    const headings = within(details)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(headings.filter((h) => ['Basics', 'Faith', 'Vitals', 'About'].includes(h!))).toEqual([
      'Basics',
      'Faith',
      'Vitals',
      'About',
    ])
  })

  it('has no row for a field hidden or not given, and no group with nothing in it', async () => {
    // Weight, race, income and the measurements hidden (null, decision 051); no faith answers.
    deckOf(
      candidate(52, {
        ...everything,
        weight: null,
        race: null,
        income: null,
        bustChest: null,
        waist: null,
        hipsInseam: null,
        denomination: null,
        jurisdiction: null,
        churchAttendanceFrequency: null,
        bio: null,
      }),
    )
    const details = await openDetails('Basil Markos')
    const basics = await within(details).findByRole('region', { name: 'Basics' })
    expect(rowsOf(basics).map(([label]) => label)).toEqual([
      'Age',
      'Location',
      'Distance',
      'Height',
      'Eye color',
    ])
    expect(within(details).queryByRole('region', { name: 'Faith' })).toBeNull()
    const about = within(details).getByRole('region', { name: 'About' })
    expect(rowsOf(about).map(([label]) => label)).not.toContain('Income')
    expect(details.textContent).not.toMatch(/lbs|\$\d/)
  })
})
