import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../data/db.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
})

/** The server: GET /api/blocks answers `blocked`; DELETE /api/blocks/:id removes one (204). */
function blockedOnServer(blocked: { id: number; firstName: string; lastName: string }[]) {
  let list = blocked.map((user, i) => ({
    user: { ...user, profileImageUrl: null },
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, i)).toISOString(),
  }))
  server.on('GET /api/blocks', () => list)
  for (const { id } of blocked) {
    server.on(`DELETE /api/blocks/${id}`, () => {
      list = list.filter((entry) => entry.user.id !== id)
      return reply(204)
    })
  }
}

describe('Safety Center', () => {
  it('lists the blocked members, newest first, and unblocks one', async () => {
    blockedOnServer([
      { id: 21, firstName: 'Pavel', lastName: 'Ivanov' },
      { id: 22, firstName: 'Nikolai', lastName: 'Petrov' },
    ])
    const { user } = renderApp('/safety')
    await screen.findByRole('heading', { level: 1, name: 'Safety Center' })
    await screen.findByText('Pavel Ivanov')
    const items = () =>
      screen
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('blocked-item'))
        .map((item) => item.textContent)
    expect(items()).toEqual(['Nikolai PetrovUnblock', 'Pavel IvanovUnblock'])
    // Blocks hide photos: each shows the generated picture, never an initial.
    const pictures = document.querySelectorAll('.blocked-item .member-picture-generated svg')
    expect(pictures).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Safety tips' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Unblock Pavel Ivanov' }))
    await waitFor(() => expect(screen.queryByText('Pavel Ivanov')).toBeNull())
    expect(server.requestsTo('DELETE /api/blocks/21')).toHaveLength(1)
    expect(await db.blocked.toArray()).toMatchObject([{ userId: 22 }])
    expect(await screen.findByText('Pavel Ivanov is unblocked.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Unblock Nikolai Petrov' }))
    const section = screen.getByRole('region', { name: 'Blocked members' })
    expect(await within(section).findByText('You have not blocked anyone.')).toBeTruthy()
  })

  it('says so when the unblock cannot reach the server, and keeps the member listed', async () => {
    blockedOnServer([{ id: 21, firstName: 'Pavel', lastName: 'Ivanov' }])
    const { user } = renderApp('/safety')
    await screen.findByText('Pavel Ivanov')
    server.on('DELETE /api/blocks/21', unreachable)
    await user.click(screen.getByRole('button', { name: 'Unblock Pavel Ivanov' }))
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(screen.getByText('Pavel Ivanov')).toBeTruthy()
    expect(await db.blocked.count()).toBe(1)
  })

  it('is reached from the Settings "Safety Center" button', async () => {
    blockedOnServer([])
    const { user } = renderApp('/settings')
    await user.click(await screen.findByRole('link', { name: 'Safety Center' }))
    await screen.findByRole('heading', { level: 1, name: 'Safety Center' })
    expect(window.location.pathname).toBe('/safety')
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy()
  })
})
