import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db.ts'
import { resetDevice } from '../../data/testing/member.ts'
import { ICEBREAKER_QUESTIONS } from '../../domain/icebreakers.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))
const upgrade = vi.hoisted(() => ({ open: vi.fn() }))
vi.mock('../../membership/UpgradePrompt.tsx', () => ({
  useUpgradePrompt: () => upgrade,
  UpgradePromptProvider: ({ children }: { children: unknown }) => children,
}))

// The screen is a lazy chunk: its first import can take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

const ME = demoMember.id
const PARTNER = 12

/** The server is out of reach: the screens show what Dexie holds. */
function offline(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'))
}

async function storePartner(overrides: Record<string, unknown> = {}) {
  await db.profiles.put({
    id: PARTNER,
    firstName: 'Nikolai',
    lastName: 'Petrov',
    age: 31,
    profileImageUrl: null,
    denomination: 'Russian Orthodox',
    location: 'Boston',
    fetchedAt: 1,
    ...overrides,
  })
}

async function storeMessage(id: number, fromUserId: number, content: string) {
  await db.messages.put({
    localId: `s${id}`,
    id,
    partnerId: PARTNER,
    fromUserId,
    toUserId: fromUserId === ME ? PARTNER : ME,
    content,
    createdAt: `2026-11-22T06:0${id}:00.000Z`,
    delivery: 'sent',
  })
}

beforeEach(async () => {
  setSession({ status: 'signed-in', member: demoMember })
  await resetDevice(ME)
  vi.stubGlobal('fetch', offline)
})

describe('conversation list', () => {
  it('says there are no conversations yet and points to the matches', async () => {
    renderApp('/messages')
    await screen.findByRole('heading', { level: 1, name: 'Messages' })
    expect(await screen.findByText('No conversations yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start a conversation' }).getAttribute('href')).toBe(
      '/matches',
    )
  })

  it('lists each partner with the last message, its time and unread count, and counts them', async () => {
    await storePartner()
    await db.conversations.put({
      partnerId: PARTNER,
      lastMessage: 'See you at Vespers',
      lastFromUserId: PARTNER,
      createdAt: '2026-11-22T06:05:00.000Z',
      unread: 3,
    })
    renderApp('/messages')

    const item = await screen.findByRole('link', { name: /Nikolai Petrov/ })
    expect(item.getAttribute('href')).toBe(`/messages?partner=${PARTNER}`)
    expect(within(item).getByText('See you at Vespers')).toBeTruthy()
    expect(within(item).getByText('3')).toBeTruthy()
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T06:05:00.000Z')
    expect(screen.getByLabelText('Conversations: 1').textContent).toBe('1')
    // The Messages tab of the bottom navigation carries the unread total.
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect((await within(nav).findByLabelText('3 unread')).textContent).toBe('3')
  })
})

describe('chat view', () => {
  it('opens with ?partner= and shows the header and own messages apart from theirs', async () => {
    await storePartner()
    await storeMessage(1, PARTNER, 'Christ is risen!')
    await storeMessage(2, ME, 'Truly He is risen!')
    renderApp(`/messages?partner=${PARTNER}`)

    await screen.findByRole('heading', { level: 1, name: 'Nikolai Petrov' })
    expect(screen.getByText('Russian Orthodox · Boston')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to conversations' })).toBeTruthy()
    const theirs = (await screen.findByText('Christ is risen!')).closest('li')!
    const own = screen.getByText('Truly He is risen!').closest('li')!
    expect(theirs.className).toContain('bubble-theirs')
    expect(own.className).toContain('bubble-own')
    expect(own.querySelector('time')).toBeTruthy()
  })

  it('invites to start the conversation when there is none', async () => {
    await storePartner()
    renderApp(`/messages?partner=${PARTNER}`)
    expect(await screen.findByText('Start the conversation')).toBeTruthy()
  })

  it('sends with Enter (waiting while offline), adds a line with Shift+Enter, disables Send while empty', async () => {
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    const input = await screen.findByPlaceholderText('Type a message...')
    const send = screen.getByRole('button', { name: 'Send' })
    expect((send as HTMLButtonElement).disabled).toBe(true)

    await user.type(input, '   ')
    expect((send as HTMLButtonElement).disabled).toBe(true)
    await user.clear(input)
    await user.type(input, 'Good morning{Shift>}{Enter}{/Shift}brother')
    expect((input as HTMLTextAreaElement).value).toBe('Good morning\nbrother')
    expect((send as HTMLButtonElement).disabled).toBe(false)
    await user.type(input, '{Enter}')

    const bubble = (await screen.findByText(/Good morning/, { selector: '.bubble-text' })).closest(
      'li',
    )!
    expect(bubble.className).toContain('bubble-own')
    expect(within(bubble).getByText('Waiting to send')).toBeTruthy()
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''))
    expect(await db.outbox.count()).toBe(1)
  })

  it('shows a character counter near the 500 limit', async () => {
    await storePartner()
    renderApp(`/messages?partner=${PARTNER}`)
    const input = await screen.findByPlaceholderText('Type a message...')
    fireEvent.change(input, { target: { value: 'x'.repeat(399) } })
    expect(screen.queryByText(/characters/)).toBeNull()
    fireEvent.change(input, { target: { value: 'x'.repeat(480) } })
    expect(screen.getByText('480 / 500 characters')).toBeTruthy()
    expect(input.getAttribute('maxLength')).toBe('500')
  })

  it('offers 27 faith questions; choosing one puts it in the input', async () => {
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    await user.click(await screen.findByRole('button', { name: 'Faith Questions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Faith Questions' })
    const questions = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.className === 'icebreaker')
    expect(questions).toHaveLength(27)
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(11)

    await user.click(within(dialog).getByRole('button', { name: /your patron saint/ }))
    const input = screen.getByPlaceholderText('Type a message...') as HTMLTextAreaElement
    expect(input.value).toBe('Who is your patron saint, and what do you love about their life?')
  })
})

describe('while the live stream is down', () => {
  it('polls the open conversation every 3 seconds (a new message shows without reload)', async () => {
    await storePartner()
    const page = (messages: unknown[]) =>
      new Response(
        JSON.stringify({
          messages,
          hasOlder: false,
          lastReadMessageId: null,
          partnerLastReadMessageId: null,
        }),
        { status: 200 },
      )
    const arrived = {
      id: 3,
      fromUserId: PARTNER,
      toUserId: ME,
      content: 'Are you coming to Vespers?',
      createdAt: '2026-11-22T06:03:00.000Z',
    }
    let polls = 0
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      if (!String(input).startsWith(`/api/conversations/${ME}/${PARTNER}?`)) return offline()
      polls++
      return Promise.resolve(page(polls >= 2 ? [arrived] : []))
    })
    renderApp(`/messages?partner=${PARTNER}`)
    expect(await screen.findByText('Start the conversation')).toBeTruthy()

    expect(
      await screen.findByText('Are you coming to Vespers?', {}, { timeout: 4_500 }),
    ).toBeTruthy()
    expect(polls).toBeGreaterThanOrEqual(2)
  }, 10_000)
})

describe('a refused message', () => {
  function refusing(message: string, code: string) {
    return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      String(input) === '/api/messages' && init?.method === 'POST'
        ? Promise.resolve(new Response(JSON.stringify({ message, code }), { status: 403 }))
        : offline()
  }

  it('over the daily limit opens the upgrade prompt and offers Retry and Delete', async () => {
    upgrade.open.mockClear()
    vi.stubGlobal('fetch', refusing('Daily message limit reached', 'limit_reached'))
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    const input = await screen.findByPlaceholderText('Type a message...')
    await user.type(input, 'One more today{Enter}')

    await waitFor(() => expect(upgrade.open).toHaveBeenCalledWith('message'))
    const bubble = (
      await screen.findByText('One more today', { selector: '.bubble-text' })
    ).closest('li')!
    expect(bubble.getAttribute('data-delivery')).toBe('failed')
    expect(within(bubble).getByText('Failed to send message. Please try again.')).toBeTruthy()

    await user.click(within(bubble).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(screen.queryByText('One more today', { selector: '.bubble-text' })).toBeNull(),
    )
    expect(await db.outbox.count()).toBe(0)
  })

  it('for another reason says so, and Retry sends it again', async () => {
    upgrade.open.mockClear()
    vi.stubGlobal('fetch', refusing('You can only message your matches', 'not_a_match'))
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    const input = await screen.findByPlaceholderText('Type a message...')
    await user.type(input, 'Hello again{Enter}')

    const bubble = (await screen.findByText('Hello again', { selector: '.bubble-text' })).closest(
      'li',
    )!
    await waitFor(() => expect(bubble.getAttribute('data-delivery')).toBe('failed'))
    expect(within(bubble).getByText('Failed to send message. Please try again.')).toBeTruthy()
    expect(upgrade.open).not.toHaveBeenCalled()

    vi.stubGlobal('fetch', offline)
    await user.click(within(bubble).getByRole('button', { name: 'Retry' }))
    const retried = (await screen.findByText('Waiting to send')).closest('li')!
    expect(within(retried).getByText('Hello again')).toBeTruthy()
    expect(await db.messages.count()).toBe(1)
  })
})

describe('icebreaker questions', () => {
  it('are 27 distinct questions over the 11 categories', () => {
    expect(new Set(ICEBREAKER_QUESTIONS.map((q) => q.id)).size).toBe(27)
    expect(new Set(ICEBREAKER_QUESTIONS.map((q) => q.category)).size).toBe(11)
  })
})
