import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { BootState, StartReason } from './boot-config.ts'
import { CONFIG, chooseLanguage, keepSnapshot, openPage, signInOnDevice } from './boot-test-page.ts'
import { runPage } from './page.ts'

/** The head script's state, with a picture to show, recording when the scripts start. */
function headFound(snapshot: BootState['snapshot'], renderBlocking = true): BootState {
  const state: BootState = {
    startedBy: null,
    snapshot,
    renderBlocking,
    early: {},
    start: (reason: StartReason) => {
      state.startedBy ??= reason
    },
  }
  window.ohBoot = state
  return state
}

/**
 * The browser's largest-contentful-paint reports: `paint(element)` delivers an entry for it to
 * every observer, as Chromium does once the element is painted.
 */
function reportPaints() {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>()
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint']
    constructor(callback: PerformanceObserverCallback) {
      observers.add({ callback, self: this as unknown as PerformanceObserver })
    }
    observe() {}
    disconnect() {
      for (const observer of observers)
        if (observer.self === (this as unknown)) observers.delete(observer)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint(element: Element) {
      const entries = [{ element, entryType: 'largest-contentful-paint' }]
      for (const { callback, self } of [...observers])
        callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, self)
    },
    observing: () => observers.size,
  }
}

const topPhoto = () =>
  document.querySelector<HTMLImageElement>('#root .swipe-card .card-photo-image img')!

/** Style sheets added to <head> that have not arrived yet: the test makes them load. */
function holdStyleSheets(): HTMLLinkElement[] {
  const held: HTMLLinkElement[] = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLLinkElement) held.push(node)
  })
  return held
}

/** Makes the picture's photo load, as the browser does when its bytes have arrived. */
function photoLoads() {
  topPhoto().dispatchEvent(new Event('load'))
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Discover’s picture of the last visit', () => {
  test('is shown inert and hidden, in its own language, and the scripts start once its photo is painted', () => {
    openPage('/')
    signInOnDevice(6)
    chooseLanguage('ru')
    const paints = reportPaints()
    const state = headFound(keepSnapshot({ memberId: 6, lang: 'ru' }))
    runPage(CONFIG.page)

    const root = document.getElementById('root')!
    expect(root.dataset.snapshot).toBe('/')
    expect(root.querySelector('h2')?.textContent).toBe('Maria')
    expect(root.inert).toBe(true)
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(document.documentElement.lang).toBe('ru')

    if (!topPhoto().complete) photoLoads()
    // Another element's paint is not the photo's.
    paints.paint(root.querySelector('h2')!)
    vi.runAllTimers()
    expect(state.startedBy).toBeNull()

    paints.paint(topPhoto())
    expect(paints.observing()).toBe(0)
    vi.runAllTimers()
    expect(state.startedBy).toBe('painted')
  })

  test('where the browser cannot report paints, the scripts start a frame after the photo loaded', () => {
    openPage('/')
    signInOnDevice(6)
    vi.stubGlobal('PerformanceObserver', undefined)
    const state = headFound(keepSnapshot({ memberId: 6 }))
    runPage(CONFIG.page)
    if (!topPhoto().complete) photoLoads()
    vi.runAllTimers()
    expect(state.startedBy).toBe('loaded')
  })

  test('without a photo, the scripts start a frame after the picture', () => {
    openPage('/')
    signInOnDevice(6)
    const state = headFound(
      keepSnapshot({ memberId: 6, html: '<div class="swipe-card"><h2>Maria</h2></div>' }),
    )
    runPage(CONFIG.page)
    expect(document.getElementById('root')!.dataset.snapshot).toBe('/')
    vi.runAllTimers()
    expect(state.startedBy).toBe('no-photo')
  })

  test('waits for Discover’s style sheets where they cannot block rendering', () => {
    openPage('/')
    signInOnDevice(6)
    headFound(keepSnapshot({ memberId: 6 }), false)
    const sheets = holdStyleSheets()
    runPage(CONFIG.page)
    const root = document.getElementById('root')!
    expect(root.dataset.snapshot).toBeUndefined()
    expect(sheets.map((sheet) => [sheet.rel, sheet.getAttribute('href')])).toEqual([
      ['stylesheet', '/assets/discover.css'],
    ])
    sheets[0]!.dispatchEvent(new Event('load'))
    expect(root.dataset.snapshot).toBe('/')
  })

  test('is not put over an app that has started rendering meanwhile', () => {
    openPage('/')
    signInOnDevice(6)
    const state = headFound(keepSnapshot({ memberId: 6 }), false)
    const sheets = holdStyleSheets()
    runPage(CONFIG.page)
    const root = document.getElementById('root')!
    root.dataset.started = ''
    sheets[0]!.dispatchEvent(new Event('error'))
    expect(root.dataset.snapshot).toBeUndefined()
    expect(state.startedBy).toBe('app-first')
  })
})

describe('the prerendered sign-in page', () => {
  test('a signed-out visitor sees it at once, and a form sent early waits for the app', () => {
    openPage('/signin')
    headFound(null)
    runPage(CONFIG.page)
    const root = document.getElementById('root')!
    expect(root.dataset.prerendered).toBe('/signin')
    const form = root.querySelector('form')!
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(form.dataset.sentEarly).toBe('')

    const languages = document.getElementById('language-select') as HTMLSelectElement
    languages.value = 'ru'
    languages.dispatchEvent(new Event('change'))
    expect(languages.dataset.pickedEarly).toBe('ru')
  })

  test.each([
    ['a member’s device', () => signInOnDevice(6), '/signin'],
    ['another language', () => chooseLanguage('ru'), '/signin'],
    ['a query', () => {}, '/signin?next=/matches'],
    ['another page', () => {}, '/matches'],
  ])('is not shown with %s', (_, arrange, path) => {
    openPage(path)
    arrange()
    headFound(null)
    runPage(CONFIG.page)
    const root = document.getElementById('root')!
    expect(root.dataset.prerendered).toBeUndefined()
    expect(root.querySelector('.app-header')).not.toBeNull()
  })
})
