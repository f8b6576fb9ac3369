import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../data/db.ts'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const ME = demoMember.id
const PARTNER = 12
const CHAT = `/messages?partner=${PARTNER}`

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
  server.offline()
  await db.profiles.put({
    id: PARTNER,
    firstName: 'Nikolai',
    lastName: 'Petrov',
    age: 31,
    profileImageUrl: null,
    fetchedAt: 1,
  })
})

/** The conversation as the server answers it: the recipient's copy carries the warning. */
function answerConversation(messages: unknown[]) {
  server.on(`GET /api/conversations/${ME}/${PARTNER}`, () => ({
    messages,
    hasOlder: false,
    lastReadMessageId: null,
    partnerLastReadMessageId: null,
  }))
}

const theirs = (id: number, content: string, warning?: unknown) => ({
  id,
  fromUserId: PARTNER,
  toUserId: ME,
  content,
  createdAt: `2026-11-22T06:0${id}:00.000Z`,
  ...(warning ? { warning } : {}),
})

const bubbleOf = async (text: string) =>
  (await screen.findByText(text, { selector: '.bubble-text' })).closest('li')!

describe('the scam shield in the chat', () => {
  it('warns under the message, names what it noticed, and links to the romance-scam page', async () => {
    answerConversation([
      theirs(1, 'Christ is risen!'),
      theirs(2, 'Add me on Telegram and buy me a gift card', {
        scam: ['messenger', 'gift-card'],
        harassment: [],
      }),
    ])
    const { user } = renderApp(CHAT)

    const warned = await bubbleOf('Add me on Telegram and buy me a gift card')
    const note = within(warned).getByRole('note', { name: 'Take care with this message' })
    expect(note.textContent).toContain(
      'It mentions moving to another messaging app and gift cards.',
    )
    expect(within(await bubbleOf('Christ is risen!')).queryByRole('note')).toBeNull()
    // Kept on the device, so the warning shows offline too.
    expect((await db.messages.get('s2'))?.warning?.scam).toEqual(['messenger', 'gift-card'])

    await user.click(within(note).getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report Nikolai Petrov' })
    expect(within(dialog).getByRole('radio', { name: 'Spam or scam' })).toHaveProperty(
      'checked',
      true,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(within(note).getByRole('button', { name: 'Block' }))
    expect(await screen.findByRole('dialog', { name: 'Block Nikolai Petrov?' })).toBeTruthy()
    await user.keyboard('{Escape}')

    await user.click(within(note).getByRole('link', { name: 'How romance scams work' }))
    await screen.findByRole('heading', { level: 1, name: 'How romance scams work' })
    expect(window.location.pathname).toBe('/safety/romance-scams')
  })

  it('names the signals in the member’s language', async () => {
    answerConversation([
      theirs(1, 'Купи мне подарочную карту', { scam: ['gift-card'], harassment: [] }),
    ])
    const { user } = renderApp(CHAT)
    await screen.findByText('Купи мне подарочную карту', { selector: '.bubble-text' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    const note = await screen.findByRole('note', { name: 'Будьте осторожны с этим сообщением' })
    expect(note.textContent).toContain('подарочные карты')
  })
})

describe('"Does this bother you?"', () => {
  it('asks under an insult, reports it as harassment, and is not asked again once answered', async () => {
    answerConversation([theirs(1, 'You are a stupid bitch', { scam: [], harassment: ['insult'] })])
    const { user } = renderApp(CHAT)
    const bubble = await bubbleOf('You are a stupid bitch')
    const prompt = within(bubble).getByRole('note', { name: 'Does this bother you?' })

    await user.click(within(prompt).getByRole('button', { name: 'Yes, report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report Nikolai Petrov' })
    expect(within(dialog).getByRole('radio', { name: 'Harassment' })).toHaveProperty(
      'checked',
      true,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(within(prompt).getByRole('button', { name: "No, it's fine" }))
    await waitFor(() => expect(within(bubble).queryByRole('note')).toBeNull())
    expect((await db.messages.get('s1'))?.promptDismissed).toBe(true)
  })
})

describe('"Are you sure?"', () => {
  it('asks before sending an insult; the member may edit it or send it anyway', async () => {
    const { user } = renderApp(CHAT)
    const input = await screen.findByPlaceholderText('Type a message...')
    await user.type(input, 'You are a stupid bitch{Enter}')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Are you sure?')).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)

    await user.click(within(alert).getByRole('button', { name: 'Edit message' }))
    expect(screen.queryByText('Are you sure?')).toBeNull()
    expect(document.activeElement).toBe(input)

    await user.type(input, '{Enter}')
    await user.click(await screen.findByRole('button', { name: 'Send anyway' }))
    expect(
      await screen.findByText('You are a stupid bitch', { selector: '.bubble-text' }),
    ).toBeTruthy()
    expect(await db.outbox.count()).toBe(1)
  })

  it('does not ask about an ordinary message', async () => {
    const { user } = renderApp(CHAT)
    await user.type(
      await screen.findByPlaceholderText('Type a message...'),
      'See you at Vespers{Enter}',
    )
    expect(await screen.findByText('See you at Vespers', { selector: '.bubble-text' })).toBeTruthy()
    expect(screen.queryByText('Are you sure?')).toBeNull()
  })
})
