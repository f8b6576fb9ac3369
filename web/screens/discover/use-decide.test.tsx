import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../data/db.ts'
import { memberFixture } from '../../data/testing/member.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { useAlreadyPassed } from '../favorites/use-already-passed.ts'
import { useDecide } from './use-decide.ts'

/** A like from the favorites screen, as its dialog sends it. */
function LikeFromFavorites({ userId }: { userId: number }) {
  const alreadyPassed = useAlreadyPassed()
  const decide = useDecide('favorites', (kind, id) => void alreadyPassed(kind, id))
  return (
    <button type="button" onClick={() => void decide('like', userId)}>
      Like
    </button>
  )
}

describe('a like of a member already passed (core §5)', () => {
  it('is blocked and says so, with the way back (Start Over), instead of doing nothing', async () => {
    await signedInDevice()
    const passed = memberFixture(41, { firstName: 'Maria' })
    await db.profiles.put(passed)
    await db.decisions.add({
      userId: 41,
      kind: 'pass',
      isMatch: null,
      decidedAt: Date.now(),
      clientId: crypto.randomUUID(),
    })
    const { user } = renderWithProviders(<LikeFromFavorites userId={41} />)
    await user.click(screen.getByRole('button', { name: 'Like' }))
    expect(await screen.findByText('Already passed')).toBeTruthy()
    expect(
      screen.getByText(
        'You passed on Maria. Start Over on the Home tab brings back the members you passed.',
      ),
    ).toBeTruthy()
    // Nothing was queued: the pass stands.
    expect((await db.decisions.get(41))?.kind).toBe('pass')
  })
})
