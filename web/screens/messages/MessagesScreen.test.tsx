import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../data/db.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { ICEBREAKER_QUESTIONS } from '../../domain/icebreakers.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const ME = demoMember.id
const PARTNER = 12
const SEND = 'POST /api/messages'

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

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
  // The server is out of reach: the screens show what Dexie holds.
  server.offline()
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
    const page = (messages: unknown[]) => ({
      messages,
      hasOlder: false,
      lastReadMessageId: null,
      partnerLastReadMessageId: null,
    })
    const arrived = {
      id: 3,
      fromUserId: PARTNER,
      toUserId: ME,
      content: 'Are you coming to Vespers?',
      createdAt: '2026-11-22T06:03:00.000Z',
    }
    const conversation = `GET /api/conversations/${ME}/${PARTNER}`
    const polls = () => server.requestsTo(conversation).length
    // Only the conversation answers (the rest stays out of reach); from the second poll on, with the new message.
    server.on(conversation, () => page(polls() >= 2 ? [arrived] : []))
    renderApp(`/messages?partner=${PARTNER}`)
    expect(await screen.findByText('Start the conversation')).toBeTruthy()

    expect(
      await screen.findByText('Are you coming to Vespers?', {}, { timeout: 4_500 }),
    ).toBeTruthy()
    expect(polls()).toBeGreaterThanOrEqual(2)
  }, 10_000)
})

describe('a refused message', () => {
  /** The server refuses a message (the rest stays out of reach). */
  const refusing = (message: string, code: string) => server.on(SEND, reply(403, { message, code }))

  it('over the daily limit opens the upgrade prompt and offers Retry and Delete', async () => {
    refusing('Daily message limit reached', 'limit_reached')
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    const input = await screen.findByPlaceholderText('Type a message...')
    await user.type(input, 'One more today{Enter}')

    const prompt = await screen.findByRole('dialog', { name: 'Message Limit Reached' })
    expect(
      within(prompt).getByText(
        "You have sent all of today's messages. Upgrade to Premium for unlimited likes and messages.",
      ),
    ).toBeTruthy()
    await user.click(within(prompt).getByRole('button', { name: 'Maybe later' }))
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
    refusing('You can only message your matches', 'not_a_match')
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    const input = await screen.findByPlaceholderText('Type a message...')
    await user.type(input, 'Hello again{Enter}')

    const bubble = (await screen.findByText('Hello again', { selector: '.bubble-text' })).closest(
      'li',
    )!
    await waitFor(() => expect(bubble.getAttribute('data-delivery')).toBe('failed'))
    expect(within(bubble).getByText('Failed to send message. Please try again.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()

    server.on(SEND, unreachable)
    await user.click(within(bubble).getByRole('button', { name: 'Retry' }))
    const retried = (await screen.findByText('Waiting to send')).closest('li')!
    expect(within(retried).getByText('Hello again')).toBeTruthy()
    expect(await db.messages.count()).toBe(1)
  })
})

describe('photo verification in the chat', () => {
  const status = (askedBy: number[], verified = 'none') => ({
    status: verified,
    pose: null,
    reason: null,
    decidedAt: null,
    askedBy,
  })

  it('explains a message refused for want of a verified photo, and links to verifying', async () => {
    server.on(
      SEND,
      reply(403, {
        message: 'This member accepts messages only from photo-verified members.',
        code: 'photo_verification_required',
      }),
    )
    await storePartner()
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    await user.type(await screen.findByPlaceholderText('Type a message...'), 'Hello{Enter}')
    const bubble = (await screen.findByText('Hello', { selector: '.bubble-text' })).closest('li')!
    await waitFor(() => expect(bubble.getAttribute('data-delivery')).toBe('failed'))
    expect(
      within(bubble).getByText(/Not sent: this member accepts messages only from photo-verified/),
    ).toBeTruthy()
    expect(
      within(bubble).getByRole('link', { name: 'Verify your photo' }).getAttribute('href'),
    ).toBe('/verify-photo')
    expect(within(bubble).queryByText('Failed to send message. Please try again.')).toBeNull()
    expect((await db.messages.toArray())[0]?.refusal).toBe('photo_verification_required')
  })

  it('asks a match who is not photo-verified to verify, once', async () => {
    const ask = `POST /api/matches/${PARTNER}/ask-to-verify`
    server.on(ask, reply(201, { userId: PARTNER, askedAt: '2026-11-22T06:00:00.000Z' }))
    await storePartner({ photoVerified: false })
    const { user } = renderApp(`/messages?partner=${PARTNER}`)
    await user.click(await screen.findByRole('button', { name: 'Ask to verify' }))
    const done = await screen.findByText('Asked to verify', { selector: '.verify-ask-done' })
    expect(done.getAttribute('role')).toBe('status')
    expect(
      await screen.findByText(
        'We let Nikolai Petrov know you would like them to verify their photo.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask to verify' })).toBeNull()
    expect(server.requestsTo(ask)).toHaveLength(1)
  })

  it('offers no ask for a match whose photo is verified', async () => {
    await storePartner({ photoVerified: true })
    renderApp(`/messages?partner=${PARTNER}`)
    await screen.findByRole('heading', { level: 1, name: 'Nikolai Petrov' })
    expect(screen.getByText('Photo verified')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask to verify' })).toBeNull()
  })

  it('tells the member their match asked them to verify, until they have sent a selfie', async () => {
    server.on('GET /api/photo-verification', () => status([PARTNER]))
    await storePartner()
    renderApp(`/messages?partner=${PARTNER}`)
    const notice = await screen.findByRole('complementary', { name: 'Photo verification' })
    expect(within(notice).getByText(/Nikolai Petrov asked you to verify your photo/)).toBeTruthy()
    expect(
      within(notice).getByRole('link', { name: 'Verify your photo' }).getAttribute('href'),
    ).toBe('/verify-photo')
  })

  it('says nothing when the one who asked is someone else, or the selfie awaits review', async () => {
    server.on('GET /api/photo-verification', () => status([PARTNER + 1]))
    await storePartner()
    const first = renderApp(`/messages?partner=${PARTNER}`)
    await screen.findByRole('heading', { level: 1, name: 'Nikolai Petrov' })
    await waitFor(() => expect(server.requestsTo('GET /api/photo-verification')).toHaveLength(1))
    expect(screen.queryByRole('complementary', { name: 'Photo verification' })).toBeNull()
    first.unmount()

    server.on('GET /api/photo-verification', () => status([PARTNER], 'submitted'))
    renderApp(`/messages?partner=${PARTNER}`)
    await waitFor(() => expect(server.requestsTo('GET /api/photo-verification')).toHaveLength(2))
    expect(screen.queryByRole('complementary', { name: 'Photo verification' })).toBeNull()
  })
})

describe('icebreaker questions', () => {
  it('are 27 distinct questions over the 11 categories', () => {
    expect(new Set(ICEBREAKER_QUESTIONS.map((q) => q.id)).size).toBe(27)
    expect(new Set(ICEBREAKER_QUESTIONS.map((q) => q.category)).size).toBe(11)
  })
})
