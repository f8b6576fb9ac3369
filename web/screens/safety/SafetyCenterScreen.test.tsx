import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db.ts'
import { resetDevice } from '../../data/testing/member.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

/** The server: GET /api/blocks answers `blocked`; DELETE /api/blocks/:id removes one (204). */
function server(blocked: { id: number; firstName: string; lastName: string }[]) {
  const seen: string[] = []
  let list = blocked.map((user, i) => ({
    user: { ...user, profileImageUrl: null },
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, i)).toISOString(),
  }))
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname
    const method = init.method ?? 'GET'
    seen.push(`${method} ${path}`)
    if (method === 'GET' && path === '/api/blocks')
      return Promise.resolve(new Response(JSON.stringify(list), { status: 200 }))
    const unblock = /^\/api\/blocks\/(\d+)$/.exec(path)
    if (method === 'DELETE' && unblock) {
      list = list.filter((entry) => entry.user.id !== Number(unblock[1]))
      return Promise.resolve(new Response(null, { status: 204 }))
    }
    return Promise.resolve(new Response('{"message":"Not found"}', { status: 404 }))
  })
  return seen
}

beforeEach(async () => {
  setSession({ status: 'signed-in', member: demoMember })
  await resetDevice(demoMember.id)
})

describe('Safety Center', () => {
  it('lists the blocked members, newest first, and unblocks one', async () => {
    const seen = server([
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
    expect(seen).toContain('DELETE /api/blocks/21')
    expect(await db.blocked.toArray()).toMatchObject([{ userId: 22 }])
    expect(await screen.findByText('Pavel Ivanov is unblocked.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Unblock Nikolai Petrov' }))
    const section = screen.getByRole('region', { name: 'Blocked members' })
    expect(await within(section).findByText('You have not blocked anyone.')).toBeTruthy()
  })

  it('says so when the unblock cannot reach the server, and keeps the member listed', async () => {
    server([{ id: 21, firstName: 'Pavel', lastName: 'Ivanov' }])
    const { user } = renderApp('/safety')
    await screen.findByText('Pavel Ivanov')
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(screen.getByRole('button', { name: 'Unblock Pavel Ivanov' }))
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(screen.getByText('Pavel Ivanov')).toBeTruthy()
    expect(await db.blocked.count()).toBe(1)
  })

  it('is reached from the Settings "Safety Center" button', async () => {
    server([])
    const { user } = renderApp('/settings')
    await user.click(await screen.findByRole('link', { name: 'Safety Center' }))
    await screen.findByRole('heading', { level: 1, name: 'Safety Center' })
    expect(window.location.pathname).toBe('/safety')
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy()
  })
})
