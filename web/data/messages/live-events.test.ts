import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '../../i18n/activate-language.ts'
import { TOAST_EVENT } from '../../components/toast/toast-context.ts'
import { db } from '../db.ts'
import { onPhotoVerificationChange } from '../photo-verification.ts'
import { resetDevice } from '../testing/member.ts'
import { ownPhoto } from '../testing/own-photo.ts'
import {
  applyLiveEvent,
  EVENTS_PATH,
  liveReadyCount,
  liveStatus,
  startLiveEvents,
} from './live-events.ts'
import { conversationMessages } from './message-store.ts'
import { eventually } from '#shared/testing/eventually.ts'

/** A stand-in EventSource the test drives: open, deliver an event, fail. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = 0
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(
    readonly url: string,
    readonly init: EventSourceInit,
  ) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
}

const ME = 6
const PARTNER = 14

beforeAll(async () => {
  await activateLanguage('en', { remember: false })
  await resetDevice(ME)
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
  startLiveEvents()
  await eventually(() => expect(FakeEventSource.opened).toHaveLength(1))
})
afterAll(() => vi.unstubAllGlobals())

describe('the live stream', () => {
  it('opens for the signed-in member with credentials, and says when it is open or down', async () => {
    const stream = FakeEventSource.opened[0]!
    expect(stream.url).toBe(EVENTS_PATH)
    expect(stream.init).toEqual({ withCredentials: true })
    expect(liveStatus()).toBe('connecting')
    const before = liveReadyCount()
    stream.emit('ready', {})
    expect(liveStatus()).toBe('open')
    expect(liveReadyCount()).toBe(before + 1)
    stream.onerror?.()
    expect(liveStatus()).toBe('down')
    stream.onopen?.()
    expect(liveStatus()).toBe('open')
  })

  it('stores a message event in Dexie, unread', async () => {
    FakeEventSource.opened[0]!.emit('message', {
      type: 'message',
      message: {
        id: 70,
        fromUserId: PARTNER,
        toUserId: ME,
        content: 'Good evening!',
        createdAt: '2026-11-22T18:00:00.000Z',
        clientId: null,
      },
    })
    await eventually(async () =>
      expect((await conversationMessages(PARTNER)).map((m) => m.content)).toEqual([
        'Good evening!',
      ]),
    )
    expect(await db.conversations.get(PARTNER)).toMatchObject({ unread: 1 })
  })

  it('keeps the partner’s furthest read point when read events arrive out of order', async () => {
    // Events of two API processes may arrive in either order (docs/decisions/020).
    for (const lastReadMessageId of [75, 72, 80, 78]) {
      await applyLiveEvent(ME, {
        type: 'read',
        readerId: PARTNER,
        partnerId: ME,
        lastReadMessageId,
      })
    }
    expect(await db.conversations.get(PARTNER)).toMatchObject({ partnerReadId: 80 })
  })

  it('reads the gallery again when a moderator decided on a photo of the member', async () => {
    const approved = ownPhoto(31, 0)
    const asked: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input)
      asked.push(new URL(url, 'http://device').pathname)
      return Promise.resolve(Response.json({ photos: [approved] }))
    })
    try {
      FakeEventSource.opened[0]!.emit('review', {
        type: 'review',
        subject: 'photo',
        approved: true,
      })
      await eventually(async () =>
        expect((await db.session.get('current'))?.member?.photos).toEqual([approved]),
      )
      expect(asked).toEqual(['/api/profile/photos'])
    } finally {
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    }
  })

  it('tells the member, by name, that a match asked them to verify their photo', async () => {
    await db.profiles.put({ id: PARTNER, firstName: 'Irina', fetchedAt: 1 })
    const toasts: unknown[] = []
    const heard = (event: Event) => toasts.push((event as CustomEvent).detail)
    window.addEventListener(TOAST_EVENT, heard)
    const changed = vi.fn()
    const unsubscribe = onPhotoVerificationChange(changed)
    try {
      FakeEventSource.opened[0]!.emit('verify-ask', { type: 'verify-ask', fromUserId: PARTNER })
      await eventually(() =>
        expect(toasts).toEqual([
          { title: 'Verify your photo', description: 'Irina asked you to verify your photo' },
        ]),
      )
      expect(changed).toHaveBeenCalledOnce()
    } finally {
      window.removeEventListener(TOAST_EVENT, heard)
      unsubscribe()
    }
  })

  it('closes when the member signs out', async () => {
    await db.session.delete('current')
    await eventually(() => expect(FakeEventSource.opened[0]!.readyState).toBe(2))
    expect(liveStatus()).toBe('down')
  })
})
