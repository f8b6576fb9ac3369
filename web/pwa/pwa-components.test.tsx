import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../data/db.ts'
import { startSession } from '../data/session.ts'
import { resetDevice } from '../data/testing/member.ts'
import { OfflineBanner } from './OfflineBanner.tsx'
import { UpdatePrompt } from './UpdatePrompt.tsx'
import { registerServiceWorker } from './register.ts'

// workbox-window is a third-party boundary: a stand-in that lets the test play the browser.
const workbox = vi.hoisted(() => ({
  instance: null as null | (EventTarget & { messageSkipWaiting: () => void }),
}))
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    messageSkipWaiting = vi.fn()
    constructor() {
      super()
      workbox.instance = this
    }
    register = vi.fn(async () => undefined)
  },
}))

function withI18n(children: ReactNode) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('OfflineBanner', () => {
  // A member is signed in on this device: the page's start loads its database (main.tsx).
  beforeEach(async () => {
    await resetDevice(6)
    startSession()
  })
  afterEach(() => setOnline(true))

  it('says the device is offline, with the number of changes waiting, and goes away online', async () => {
    await db.outbox.bulkAdd(
      [1, 2].map((n) => ({
        clientId: `c${n}`,
        memberId: 6,
        kind: 'like',
        method: 'POST' as const,
        path: '/api/likes',
        body: {},
        createdAt: n,
        attempts: 0,
        nextAttemptAt: 0,
        status: 'pending' as const,
        lastError: null,
      })),
    )
    render(withI18n(<OfflineBanner />))
    expect(screen.getByRole('status')).toHaveProperty('textContent', '')

    act(() => setOnline(false))

    expect(screen.getByRole('status').textContent).toContain(
      'You are offline. Your changes will be sent when you reconnect.',
    )
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('2 changes are waiting to be sent.'),
    )

    act(() => setOnline(true))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('UpdatePrompt', () => {
  it('offers a waiting version; Reload activates it and reloads once it controls the page', async () => {
    const reload = vi.fn()
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: {} }))
    vi.stubGlobal('location', { ...window.location, reload })
    vi.stubEnv('DEV', false)
    registerServiceWorker()
    vi.unstubAllEnvs()
    render(withI18n(<UpdatePrompt />))
    expect(screen.queryByText('A new version of Orthodox Hearts is available.')).toBeNull()

    act(() => {
      workbox.instance!.dispatchEvent(new Event('waiting'))
    })
    expect(screen.getByText('A new version of Orthodox Hearts is available.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))

    expect(workbox.instance!.messageSkipWaiting).toHaveBeenCalledOnce()
    expect(screen.queryByText('A new version of Orthodox Hearts is available.')).toBeNull()
    workbox.instance!.dispatchEvent(new Event('controlling'))
    expect(reload).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('Later hides the prompt without activating the new version', () => {
    vi.mocked(workbox.instance!.messageSkipWaiting).mockClear()
    render(withI18n(<UpdatePrompt />))
    act(() => {
      workbox.instance!.dispatchEvent(new Event('waiting'))
    })
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText('A new version of Orthodox Hearts is available.')).toBeNull()
    expect(workbox.instance!.messageSkipWaiting).not.toHaveBeenCalled()
  })
})
