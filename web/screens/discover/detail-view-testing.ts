import { screen, within } from '@testing-library/react'
import { PublicProfileSchema, type PublicProfile } from '#shared/schemas/user.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { memberFixture } from '../../data/testing/member.ts'
import { renderApp } from '../../test/render.tsx'

/** Helpers of the detail view's tests (Vitals, TheologicalMatch, ProfileSections). */

/** A man in the deck: the member fixture with these fields. */
export function candidate(id: number, overrides: Partial<PublicProfile>): PublicProfile {
  return PublicProfileSchema.parse({ ...memberFixture(id), gender: 'male', ...overrides })
}

/** The deck's one page holds these members. */
export const deckOf = (server: FakeApi, ...items: PublicProfile[]) =>
  server.on('GET /api/users', { items, nextCursor: null })

/** Opens Discover and the top card's detail view; answers the dialog. */
export async function openDetails(name: string) {
  const { user } = renderApp('/')
  const card = await screen.findByTestId('swipe-card')
  await user.click(within(card).getByRole('button', { name: `More about ${name}` }))
  return screen.findByRole('dialog', { name })
}
