/**
 * The scam shield and the harassment prompts in the chat (docs/safety.md, issue #36): what the
 * server stores beside a message and what each member is sent. The lists' own cases, per
 * language, are in shared/domain/scam-signals/ and harassment-signals/.
 */
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { HARASSMENT_RULES_VERSION } from '#shared/domain/harassment-signals/harassment-signals.ts'
import { SCAM_RULES_VERSION } from '#shared/domain/scam-signals/scam-signals.ts'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import { ConversationPageSchema, MessageSchema } from '#shared/schemas/messages.ts'
import { messageSignals } from '../db/schema.ts'
import type { Publisher } from '../realtime/publisher.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const DAY_MS = 24 * 60 * 60 * 1000

beforeEach(() => database.reset())

/** Two matched members, each able to send and read, and every live event published. */
async function matchedPair() {
  const him = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
  const her = await insertMember(database.db)
  await insertMatch(database.db, him.id, her.id)
  const published: { to: number[]; event: LiveEvent }[] = []
  const publisher: Publisher = {
    publish: (to, event) => published.push({ to: [to].flat(), event }),
    flush: async () => {},
  }
  const { app } = testApp(database.db, { clock: clock.now, publisher })
  const cookies = new Map([
    [him.id, await sessionCookie(database.db, him.id, clock.now())],
    [her.id, await sessionCookie(database.db, her.id, clock.now())],
  ])
  const send = async (fromId: number, content: string, clientId = randomUUID()) => {
    const toId = fromId === him.id ? her.id : him.id
    const res = await app.request('/api/messages', {
      method: 'POST',
      headers: jsonHeaders(cookies.get(fromId)!),
      body: JSON.stringify({ fromUserId: fromId, toUserId: toId, content, clientId }),
    })
    expect(res.status).toBeLessThan(300)
    return MessageSchema.parse(await res.json())
  }
  const page = async (readerId: number) => {
    const partnerId = readerId === him.id ? her.id : him.id
    const res = await app.request(`/api/conversations/${readerId}/${partnerId}`, {
      headers: jsonHeaders(cookies.get(readerId)!),
    })
    expect(res.status).toBe(200)
    return ConversationPageSchema.parse(await res.json()).messages
  }
  const eventsTo = (memberId: number) =>
    published.filter((entry) => entry.to.includes(memberId)).map((entry) => entry.event)
  return { him, her, send, page, eventsTo }
}

const storedSignals = () => database.db.select().from(messageSignals)

describe('the scam shield', () => {
  it('warns the recipient of a gift card and tells the sender nothing', async () => {
    const { him, her, send, page, eventsTo } = await matchedPair()
    const sent = await send(him.id, 'Could you buy me an iTunes gift card?')

    expect(sent).not.toHaveProperty('warning')
    const warning = { scam: ['gift-card'], harassment: [] }
    expect((await page(her.id))[0]).toMatchObject({ id: sent.id, warning })
    expect((await page(him.id))[0]).not.toHaveProperty('warning')
    expect(eventsTo(her.id)).toEqual([
      { type: 'message', message: expect.objectContaining({ id: sent.id, warning }) },
    ])
    expect(eventsTo(him.id)).toHaveLength(1)
    expect(eventsTo(him.id)[0]).toMatchObject({ type: 'message', message: { id: sent.id } })
    expect((eventsTo(him.id)[0] as { message: object }).message).not.toHaveProperty('warning')

    expect(await storedSignals()).toEqual([
      expect.objectContaining({
        messageId: sent.id,
        fromUserId: him.id,
        toUserId: her.id,
        scamSignals: ['gift-card'],
        scamWarned: true,
        scamRulesVersion: SCAM_RULES_VERSION,
        harassmentKinds: [],
        harassmentRulesVersion: HARASSMENT_RULES_VERSION,
      }),
    ])
  })

  it.each([
    ['ru', 'Давай лучше в Ватсапе пообщаемся', 'messenger'],
    ['gr', 'Στείλε μου χρήματα μέσω Western Union', 'money-transfer'],
    ['sr', 'Pošalji mi novac preko Western Uniona', 'money-transfer'],
    ['ge', 'მიყიდე სასაჩუქრე ბარათი', 'gift-card'],
  ] as const)('warns in %s too (%s)', async (_language, text, signal) => {
    const { him, her, send, page } = await matchedPair()
    await send(him.id, text)
    expect((await page(her.id))[0]?.warning?.scam).toContain(signal)
  })

  it('warns of a number in the first messages but not between matches who have talked for days', async () => {
    const { him, her, send, page } = await matchedPair()
    const early = await send(him.id, 'Here is my number, 064 123 4567, call me after work')
    await send(her.id, 'Thank you, maybe later')
    await send(him.id, 'How was the vigil?')
    await send(him.id, 'The choir was lovely')
    clock.advance(3 * DAY_MS)
    const late = await send(him.id, 'Here is my number, 064 123 4567, call me after work')

    const mine = await page(her.id)
    expect(mine.find((message) => message.id === early.id)?.warning).toEqual({
      scam: ['phone-number'],
      harassment: [],
    })
    expect(mine.find((message) => message.id === late.id)).not.toHaveProperty('warning')
    // Still stored, for the counts moderators read.
    expect(await storedSignals()).toEqual([
      expect.objectContaining({ messageId: early.id, scamWarned: true }),
      expect.objectContaining({ messageId: late.id, scamWarned: false }),
    ])
  })

  it('warns of a late number once the sender has told a cover story', async () => {
    const { him, her, send, page } = await matchedPair()
    for (const text of ['Christ is risen!', 'How are you?', 'I had a long week']) {
      await send(him.id, text)
    }
    await send(him.id, 'I am deployed in Syria with the U.S. Army')
    clock.advance(5 * DAY_MS)
    const number = await send(him.id, 'Add me on Telegram: @john_smith')
    expect((await page(her.id)).find((message) => message.id === number.id)?.warning).toEqual({
      scam: ['messenger'],
      harassment: [],
    })
  })

  it('stores nothing beside an ordinary message, and a replay stores its verdict once', async () => {
    const { him, send } = await matchedPair()
    await send(him.id, 'Did you like the choir at the vigil?')
    expect(await storedSignals()).toEqual([])
    const clientId = randomUUID()
    const first = await send(him.id, 'Please send the money through Western Union', clientId)
    const again = await send(him.id, 'Please send the money through Western Union', clientId)
    expect(again.id).toBe(first.id)
    expect(await storedSignals()).toHaveLength(1)
  })
})

describe('the harassment prompts', () => {
  it('asks the recipient whether an insult bothers her, and tells the sender nothing', async () => {
    const { him, her, send, page, eventsTo } = await matchedPair()
    const sent = await send(him.id, 'You are a stupid bitch')
    expect((await page(her.id))[0]?.warning).toEqual({ scam: [], harassment: ['insult'] })
    expect((await page(him.id))[0]).not.toHaveProperty('warning')
    expect(eventsTo(her.id)[0]).toMatchObject({
      message: { id: sent.id, warning: { harassment: ['insult'] } },
    })
    expect(await storedSignals()).toEqual([
      expect.objectContaining({ messageId: sent.id, scamSignals: [], harassmentKinds: ['insult'] }),
    ])
  })

  it('asks about sexual harassment in Russian', async () => {
    const { him, her, send, page } = await matchedPair()
    await send(him.id, 'Пришли мне нюдсы')
    expect((await page(her.id))[0]?.warning?.harassment).toEqual(['sexual'])
  })
})
