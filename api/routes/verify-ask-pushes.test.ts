import { describe, expect, it } from 'vitest'
import { insertMatch } from '../testing/matches.ts'
import { useNotifiedApp } from '../testing/notified-app.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { eventually } from '#shared/testing/eventually.ts'

/**
 * A match's ask to verify reaches the member asked (docs/safety.md "Photo verification"): the
 * live event on their open screens and a web push on their devices, under their switch for
 * messages, once per ask.
 */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const { member, device, liveEventsOf, pushesSent } = useNotifiedApp(database, clock)

describe('an ask to verify reaches the match asked', () => {
  it('pushes "Anna asked you to verify your photo" to Basil once, leading to /verify-photo', async () => {
    const anna = await member({ firstName: 'Anna' })
    const basil = await member({ firstName: 'Basil', gender: 'male' })
    await insertMatch(database.db, anna.id, basil.id)
    const basilPhone = await device(basil)
    const annaPhone = await device(anna)
    const heard = await liveEventsOf(basil)
    const path = `/api/matches/${basil.id}/ask-to-verify`
    expect((await anna.call('POST', path, {})).status).toBe(201)
    expect((await anna.call('POST', path, {})).status).toBe(409)
    await pushesSent()
    expect(basilPhone()).toEqual([
      {
        type: 'verify-ask',
        name: 'Anna',
        url: '/verify-photo',
        title: 'Verify your photo',
        body: 'Anna asked you to verify your photo',
        tag: `verify-ask-${anna.id}`,
      },
    ])
    expect(annaPhone()).toEqual([])
    await eventually(() => expect(heard).toEqual([{ type: 'verify-ask', fromUserId: anna.id }]))
  })

  it('pushes nothing to a member who turned message notifications off', async () => {
    const anna = await member({ firstName: 'Anna' })
    const basil = await member({ firstName: 'Basil', gender: 'male', notifyMessages: false })
    await insertMatch(database.db, anna.id, basil.id)
    const basilPhone = await device(basil)
    const heard = await liveEventsOf(basil)
    expect((await anna.call('POST', `/api/matches/${basil.id}/ask-to-verify`, {})).status).toBe(201)
    await pushesSent()
    expect(basilPhone()).toEqual([])
    // The open screens still hear it: the switch is about notifications.
    await eventually(() => expect(heard).toHaveLength(1))
  })
})
