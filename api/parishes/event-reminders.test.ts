import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PushPayloadSchema } from '#shared/schemas/push.ts'
import { openDatabase, type Database, type OpenedDatabase } from '../db/connect.ts'
import { eventRsvps, pushSubscriptions, type UserRow } from '../db/schema.ts'
import { createPushSender, type PushSender } from '../push/sender.ts'
import { insertMember } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { pushDevice, startPushService } from '../testing/push-service.ts'
import { testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { runAlone } from '../jobs/periodic.ts'
import { claimDueReminders, sendDueReminders } from './event-reminders.ts'

/** The day-before reminders of events members are going to (docs/parishes.md). */

const database = useTestDatabase()
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const HOUR = 3_600_000
let clock = testClock()
let service: Awaited<ReturnType<typeof startPushService>>
let push: PushSender
let second: OpenedDatabase | undefined

beforeAll(async () => {
  service = await startPushService()
  push = createPushSender(database.db, testConfig(), { timeoutMs: 5000 })
})
afterAll(async () => {
  await service.close()
  await second?.close()
})
beforeEach(async () => {
  clock = testClock(new Date('2026-12-23T20:00:00Z'))
  await database.reset()
  service.received.length = 0
})

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR)

/** A device of the member at the stand-in push service. */
async function device(member: UserRow) {
  const path = `/push/${randomUUID()}`
  const created = pushDevice(service.url(path))
  await database.db.insert(pushSubscriptions).values({
    userId: member.id,
    endpoint: created.subscription.endpoint,
    p256dh: created.subscription.keys.p256dh,
    auth: created.subscription.keys.auth,
  })
  const payloads = () =>
    service.to(path).map((received) => PushPayloadSchema.parse(created.decrypt(received.body)))
  return { payloads }
}

const answer = (eventId: number, member: UserRow, status: 'going' | 'interested' = 'going') =>
  database.db.insert(eventRsvps).values({ eventId, userId: member.id, status })

/** One run of the job: claim, commit, send; then wait for the pushes to land. */
async function runJob(db: Database = database.db) {
  const ran = await runAlone(db, 'Sending event reminders', async (tx) => {
    const { send } = await sendDueReminders(tx, push, clock.now())
    return send
  })
  await push.idle()
  return ran
}

async function otherProcessDb(): Promise<Database> {
  if (!onPostgres) return database.db
  second ??= await openDatabase({ kind: 'postgres', url: database.url! })
  return second.db
}

describe('event reminders', () => {
  it('push the title and start only, the day before, to each member going, once', async () => {
    const parish = await insertParish(database.db, {
      name: 'St. Nicholas Cathedral',
      address: '15 Orthodox Way',
    })
    const vigil = await insertEvent(database.db, parish.id, {
      title: 'Nativity Vigil',
      description: 'Confession before the vigil',
      eventType: 'feast',
      eventDate: inHours(23),
    })
    const anna = await insertMember(database.db)
    const phone = await device(anna)
    await answer(vigil.id, anna)

    await runJob()
    const payloads = phone.payloads()
    expect(payloads).toEqual([
      {
        type: 'event-reminder',
        eventTitle: 'Nativity Vigil',
        startsAt: inHours(23).toISOString(),
        url: `/events/${vigil.id}`,
        title: 'Tomorrow',
        body: 'Nativity Vigil, 2026-12-24 19:00 UTC',
        tag: `event-reminder-${vigil.id}`,
      },
    ])
    // Nothing about the parish or the faith: only the event's own title and time.
    const text = JSON.stringify(payloads)
    for (const detail of ['Nicholas', 'Orthodox', 'Confession', 'feast']) {
      expect(text).not.toContain(detail)
    }
    const [row] = await database.db.select().from(eventRsvps)
    expect(row!.remindedAt).toEqual(clock.now())

    clock.advance(HOUR)
    await runJob()
    expect(phone.payloads()).toHaveLength(1)
  })

  it('skip interested members, the suspended, events not approved, too far or past', async () => {
    const parish = await insertParish(database.db)
    const soon = await insertEvent(database.db, parish.id, { eventDate: inHours(5) })
    const pending = await insertEvent(database.db, parish.id, {
      status: 'pending',
      eventDate: inHours(5),
    })
    const rejected = await insertEvent(database.db, parish.id, {
      status: 'rejected',
      eventDate: inHours(5),
    })
    const later = await insertEvent(database.db, parish.id, { eventDate: inHours(25) })
    const past = await insertEvent(database.db, parish.id, { eventDate: inHours(-1) })
    const vip = await insertEvent(database.db, parish.id, {
      verifiedOnly: true,
      eventDate: inHours(5),
    })
    const going = await insertMember(database.db)
    const interested = await insertMember(database.db)
    const suspended = await insertMember(database.db, { suspendedAt: inHours(-2) })
    const verified = await insertMember(database.db, { membershipTier: 'verified' })
    const phones = await Promise.all([going, interested, suspended, verified].map(device))
    await answer(soon.id, going)
    await answer(soon.id, interested, 'interested')
    await answer(soon.id, suspended)
    for (const event of [pending, rejected, later, past, vip]) await answer(event.id, going)
    await answer(vip.id, verified)

    await runJob()
    expect(phones.map((p) => p.payloads().map((payload) => payload.url))).toEqual([
      [`/events/${soon.id}`],
      [],
      [],
      [`/events/${vip.id}`],
    ])
    // The event 25 hours away is reminded of an hour later.
    clock.advance(HOUR)
    await runJob()
    expect(phones[0]!.payloads().map((payload) => payload.url)).toEqual([
      `/events/${soon.id}`,
      `/events/${later.id}`,
    ])
  })

  it('send each reminder once when two jobs run at once (two processes)', async () => {
    const parish = await insertParish(database.db)
    const event = await insertEvent(database.db, parish.id, { eventDate: inHours(10) })
    const members = await Promise.all(Array.from({ length: 8 }, () => insertMember(database.db)))
    const phones = await Promise.all(members.map(device))
    for (const member of members) await answer(event.id, member)
    const other = await otherProcessDb()
    await Promise.all([runJob(database.db), runJob(other), runJob(database.db)])
    expect(phones.map((phone) => phone.payloads().length)).toEqual(members.map(() => 1))
  })

  it('claim each row once even when the claims themselves race', async () => {
    const parish = await insertParish(database.db)
    const event = await insertEvent(database.db, parish.id, { eventDate: inHours(10) })
    const members = await Promise.all(Array.from({ length: 12 }, () => insertMember(database.db)))
    for (const member of members) await answer(event.id, member)
    const other = await otherProcessDb()
    const claims = await Promise.all([
      claimDueReminders(database.db, clock.now()),
      claimDueReminders(other, clock.now()),
      claimDueReminders(other, clock.now()),
    ])
    const claimed = claims.flat().map((reminder) => reminder.userId)
    expect(claimed.sort()).toEqual(members.map((member) => member.id).sort())
    expect(claims.flat().every((r) => r.event.title === 'Nativity Vigil')).toBe(true)
  })
})
