import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LikesReceived } from '#shared/schemas/likes-received.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import type { FakeApi } from '../data/testing/fake-api.ts'
import { memberFixture } from '../data/testing/member.ts'
import { memberOnPlan } from '../test/member-device.ts'
import { renderWithProviders } from '../test/render.tsx'
import { LikesYou } from './LikesYou.tsx'

const liker = (id: number, firstName: string): PublicProfile => memberFixture(id, { firstName })

let server: FakeApi
beforeEach(async () => {
  server = await memberOnPlan('free')
})

/** The server answers who liked the member with `answer`. */
const serve = (answer: LikesReceived) => server.on('GET /api/likes/received', answer)

describe('Likes you', () => {
  it('shows a free member how many, blurred, and the upgrade prompt', async () => {
    serve({ count: 3, members: [], superLikedBy: [] })
    const { user } = renderWithProviders(<LikesYou memberId={6} likeBack={vi.fn()} />)
    expect(await screen.findByText('3 people like you')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /back/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'See who likes you' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Upgrade Required')
  })

  it('lists who liked a paid member; liking back removes them from the list', async () => {
    serve({ count: 2, members: [liker(11, 'Maria'), liker(12, 'Anna')], superLikedBy: [12] })
    const likeBack = vi.fn(async () => undefined)
    const { user } = renderWithProviders(<LikesYou memberId={6} likeBack={likeBack} />)
    await user.click(await screen.findByRole('button', { name: 'Like Maria back' }))
    expect(likeBack).toHaveBeenCalledWith(11)
    expect(screen.queryByText('Maria, 30')).toBeNull()
    const anna = screen.getByText('Anna, 30').closest('li')!
    expect(within(anna).getByText('Super liked you')).toBeTruthy()
  })

  it('keeps the member when the like back fails, with the like error toast', async () => {
    serve({ count: 1, members: [liker(11, 'Maria')], superLikedBy: [] })
    const likeBack = vi.fn(async () => Promise.reject(new Error('500: boom')))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderWithProviders(<LikesYou memberId={6} likeBack={likeBack} />)
    await user.click(await screen.findByRole('button', { name: 'Like Maria back' }))
    expect(await screen.findByText('Failed to send like. Please try again.')).toBeTruthy()
    expect(screen.getByText('Maria, 30')).toBeTruthy()
  })
})
