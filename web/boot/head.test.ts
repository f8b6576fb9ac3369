import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FIRST_CARD_PHOTO_KEY } from '../data/discover/first-card-photo.ts'
import { THEME_KEY } from '../data/theme-choice.ts'
import {
  CONFIG,
  chooseLanguage,
  headRequests,
  keepSnapshot,
  openPage,
  signInOnDevice,
} from './boot-test-page.ts'
import { takeEarlyAnswer } from '../data/early-answers.ts'
import { runHead } from './head.ts'
import { eventually } from '#shared/testing/eventually.ts'

/** The phone's own setting as matchMedia answers it. */
function phoneIsDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
  }))
}

/** The server as the head script's early requests meet it: the paths asked, answered by `answer`. */
function serverAnswers(
  answer: (path: string) => Response = () => new Response('{}', { status: 401 }),
) {
  const asked: string[] = []
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    asked.push(`${path} ${init?.credentials}`)
    return Promise.resolve(answer(path))
  })
  return asked
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  vi.useFakeTimers()
  phoneIsDark(false)
  serverAnswers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the theme before the first paint', () => {
  test('follows the phone while the choice is System, and the choice otherwise', () => {
    openPage('/signin')
    phoneIsDark(true)
    runHead(CONFIG.head)
    expect(document.documentElement.dataset.theme).toBe('dark')

    openPage('/signin')
    localStorage.setItem(THEME_KEY, 'light')
    runHead(CONFIG.head)
    expect(document.documentElement.dataset.theme).toBe('light')

    openPage('/signin')
    phoneIsDark(false)
    localStorage.setItem(THEME_KEY, 'dark')
    runHead(CONFIG.head)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})

describe('the start-up scripts', () => {
  test('a signed-out page starts them at once, with the stored language’s catalog', () => {
    openPage('/signin')
    chooseLanguage('ru')
    const state = runHead(CONFIG.head)
    expect(state.startedBy).toBe('at-once')
    expect(headRequests()).toEqual([
      'modulepreload /assets/ru-shell.js',
      'modulepreload /assets/start-a.js',
      'script /assets/start-a.js',
    ])
    expect(window.ohBoot).toBe(state)
  })

  test('an unknown stored language falls back to the source language’s catalog', () => {
    openPage('/signin')
    chooseLanguage('xx')
    runHead(CONFIG.head)
    expect(headRequests()[0]).toBe('modulepreload /assets/en-shell.js')
  })

  test('a member’s Discover fetches its chunks, styles and the last top card’s photo at once', () => {
    openPage('/')
    signInOnDevice(6)
    localStorage.setItem(FIRST_CARD_PHOTO_KEY, '/api/photos/p1-card.webp')
    const state = runHead(CONFIG.head)
    expect(state.startedBy).toBe('at-once')
    expect(headRequests()).toEqual([
      'preload:image /api/photos/p1-card.webp',
      'preload:style /assets/discover.css',
      'modulepreload /assets/en-shell.js',
      'modulepreload /assets/DiscoverScreen.js',
      'modulepreload /assets/en-discover.js',
      'modulepreload /assets/start-a.js',
      'script /assets/start-a.js',
    ])
    const photo = document.head.querySelector<HTMLLinkElement>('link[as="image"]')!
    expect(photo.fetchPriority).toBe('high')
  })

  test('a stored photo address that is not a photo of this server is not fetched', () => {
    openPage('/')
    signInOnDevice(6)
    localStorage.setItem(FIRST_CARD_PHOTO_KEY, 'https://elsewhere.example/x.webp')
    runHead(CONFIG.head)
    expect(headRequests().some((request) => request.startsWith('preload:image'))).toBe(false)
  })

  test('with a picture of the last visit to show they wait, at most holdMaxMs', () => {
    openPage('/')
    signInOnDevice(6)
    const snapshot = keepSnapshot({ memberId: 6 })
    const state = runHead(CONFIG.head)
    expect(state.snapshot).toEqual(snapshot)
    expect(state.startedBy).toBeNull()
    expect(headRequests().some((request) => request.startsWith('script'))).toBe(false)
    vi.advanceTimersByTime(CONFIG.head.holdMaxMs - 1)
    expect(state.startedBy).toBeNull()
    vi.advanceTimersByTime(1)
    expect(state.startedBy).toBe('fallback')
    expect(headRequests()).toContain('script /assets/start-a.js')
  })

  test('start() starts them once, whoever calls it first', () => {
    openPage('/')
    signInOnDevice(6)
    keepSnapshot({ memberId: 6 })
    const state = runHead(CONFIG.head)
    state.start('painted')
    vi.advanceTimersByTime(CONFIG.head.holdMaxMs)
    expect(state.startedBy).toBe('painted')
    expect(headRequests().filter((request) => request.startsWith('script'))).toHaveLength(1)
  })
})

describe('the picture of the last visit is shown only when it fits', () => {
  test.each([
    ['another member’s', () => keepSnapshot({ memberId: 7 })],
    ['another language’s', () => keepSnapshot({ memberId: 6, language: '{"language":"ru"}' })],
    ['another build’s', () => keepSnapshot({ memberId: 6, build: '/assets/start-old.js' })],
    [
      'a malformed one',
      () => localStorage.setItem('orthodox-hearts:discover-snapshot', '{"memberId":6}'),
    ],
  ])('not %s', (_, keep) => {
    openPage('/')
    signInOnDevice(6)
    keep()
    const state = runHead(CONFIG.head)
    expect(state.snapshot).toBeNull()
    expect(state.startedBy).toBe('at-once')
  })

  test('not on a page with a query, nor on another page', () => {
    for (const path of ['/?mode=list', '/matches']) {
      openPage(path)
      signInOnDevice(6)
      keepSnapshot({ memberId: 6 })
      expect(runHead(CONFIG.head).snapshot).toBeNull()
    }
  })

  test('storage that throws still starts the scripts', () => {
    openPage('/')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    try {
      expect(runHead(CONFIG.head).startedBy).toBe('at-once')
    } finally {
      vi.restoreAllMocks()
    }
  })
})

describe('a device with no member stored asks the server at once', () => {
  beforeEach(() => vi.useRealTimers())

  test('who is signed in on every page; on Discover with no query, the deck’s first page too', () => {
    const cases = [
      ['/signin', ['/api/auth/user include']],
      ['/matches', ['/api/auth/user include']],
      ['/?mode=list', ['/api/auth/user include']],
      ['/', ['/api/auth/user include', '/api/users include']],
    ] as const
    for (const [path, expected] of cases) {
      openPage(path)
      const asked = serverAnswers()
      runHead(CONFIG.head)
      expect(asked, path).toEqual(expected)
    }
  })

  test('a member’s device asks nothing early: it has the member, and a deck of its own', () => {
    openPage('/')
    signInOnDevice(6)
    const asked = serverAnswers()
    expect(runHead(CONFIG.head).early).toEqual({})
    expect(asked).toEqual([])
  })

  test('once the server names a member, Discover’s files; once the deck is answered, its top card’s photo', async () => {
    openPage('/')
    const page = { items: [{ id: 3, photos: [{ name: '3-abc' }] }], nextCursor: null }
    serverAnswers((path) => (path === '/api/users' ? json(page) : json({ id: 6 })))
    runHead(CONFIG.head)
    await eventually(() =>
      expect(headRequests()).toContain('preload:image /api/photos/3-abc-card.webp'),
    )
    expect(headRequests()).toEqual(
      expect.arrayContaining([
        'preload:style /assets/discover.css',
        'modulepreload /assets/DiscoverScreen.js',
        'modulepreload /assets/en-discover.js',
      ]),
    )
    const photo = document.head.querySelector<HTMLLinkElement>('link[as="image"]')!
    expect(photo.fetchPriority).toBe('high')
    // The app still reads the whole answer, once.
    const answer = takeEarlyAnswer('deck')
    expect(await (await answer!).json()).toEqual(page)
    expect(takeEarlyAnswer('deck')).toBeUndefined()
    expect(takeEarlyAnswer('user')).toBeDefined()
  })

  test('a signed-out visitor’s page fetches nothing more; a photo name that is not a file name is not fetched', async () => {
    openPage('/')
    serverAnswers()
    const state = runHead(CONFIG.head)
    await state.early.deck
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(headRequests().filter((request) => !request.includes('start-a'))).toEqual([
      'modulepreload /assets/en-shell.js',
    ])

    openPage('/')
    const page = { items: [{ id: 3, photos: [{ name: '../../elsewhere' }] }] }
    serverAnswers((path) => (path === '/api/users' ? json(page) : json({ id: 6 })))
    runHead(CONFIG.head)
    await eventually(() =>
      expect(headRequests()).toContain('modulepreload /assets/DiscoverScreen.js'),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(headRequests().some((request) => request.startsWith('preload:image'))).toBe(false)
  })
})
