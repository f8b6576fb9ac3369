import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { ReportQueueSchema } from '#shared/schemas/moderation.ts'
import { PRIVACY_MESSAGES, PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { hashPassword } from '../auth/password.ts'
import { reports, subscriptions, users, type UserRow } from '../db/schema.ts'
import { StripeProvider } from '../payments/stripe-provider.ts'
import { FakeStripeHttp } from '../testing/fake-stripe.ts'
import { memberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { bucketDeletionLedger } from '../privacy/deletion-ledger.ts'
import { directoryBucket } from '../uploads/directory-bucket.ts'
import { directoryLetterStore } from '../uploads/letter-store.ts'

/** Account deletion's gaps closed (docs/privacy.md): Stripe first, the letter files, the reports. */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const PASSWORD = 'anna-long-password'
const PDF = new TextEncoder().encode('%PDF-1.7\n')

let dataDir: string
let stripe: FakeStripeHttp

beforeEach(async () => {
  await database.reset()
  dataDir = await mkdtemp(join(tmpdir(), 'oh-deletion-'))
  stripe = new FakeStripeHttp(clock.now())
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const as = (member: UserRow) =>
  memberApi(database.db, clock.now, member, {
    config: testConfig({ DATA_DIR: dataDir }),
    payments: new StripeProvider('sk_test_not_a_real_key', 'whsec_test', stripe),
  })

async function anna() {
  const member = await insertMember(database.db, {
    firstName: 'Anna',
    lastName: 'Pappas',
    password: await hashPassword(PASSWORD),
  })
  return { member, api: await as(member) }
}

const deleteAccount = (api: Awaited<ReturnType<typeof as>>) =>
  api.delete('/api/privacy/account', { password: PASSWORD })

const stillThere = async (id: number) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1

describe('deleting an account with a paid subscription', () => {
  it('cancels it at Stripe first, then deletes; an ended one is not cancelled again', async () => {
    const { member, api } = await anna()
    stripe.setSubscription('sub_active', 'cus_anna', 'price_premium', 'active')
    stripe.setSubscription('sub_old', 'cus_anna', 'price_premium', 'canceled')
    await database.db.insert(subscriptions).values([
      {
        userId: member.id,
        stripeSubscriptionId: 'sub_active',
        stripePriceId: 'p',
        status: 'active',
      },
      {
        userId: member.id,
        stripeSubscriptionId: 'sub_old',
        stripePriceId: 'p',
        status: 'canceled',
      },
    ])

    expect((await deleteAccount(api)).status).toBe(204)
    expect(stripe.cancelCalls).toEqual(['sub_active'])
    expect(stripe.subscriptions.get('sub_active')!.status).toBe('canceled')
    expect(await stillThere(member.id)).toBe(false)
  })

  it('deletes nothing when Stripe cannot cancel (503 with a message), and succeeds on a retry', async () => {
    const { member, api } = await anna()
    stripe.setSubscription('sub_active', 'cus_anna', 'price_premium', 'active')
    await database.db.insert(subscriptions).values({
      userId: member.id,
      stripeSubscriptionId: 'sub_active',
      stripePriceId: 'p',
      status: 'active',
    })
    stripe.failRetrieve = true

    const refused = await deleteAccount(api)
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({
      message: PRIVACY_MESSAGES.subscriptionNotCancelled,
    })
    expect(await stillThere(member.id)).toBe(true)
    expect(stripe.subscriptions.get('sub_active')!.status).toBe('active')

    stripe.failRetrieve = false
    expect((await deleteAccount(api)).status).toBe(204)
    expect(stripe.subscriptions.get('sub_active')!.status).toBe('canceled')
  })
})

describe('deleting an account with uploaded deacon letters', () => {
  it('removes every letter file the member uploaded, and only theirs', async () => {
    const { member, api } = await anna()
    const other = await insertMember(database.db)
    const store = directoryLetterStore(join(dataDir, 'uploads'))
    await store.save(member.id, PDF, 'application/pdf')
    await store.save(member.id, PDF, 'application/pdf') // a re-upload leaves the first file too
    const kept = await store.save(other.id, PDF, 'application/pdf')
    const files = () => readdir(join(dataDir, 'uploads', 'deacon-letters'))
    expect(await files()).toHaveLength(3)

    expect((await deleteAccount(api)).status).toBe(204)
    expect(await files()).toEqual([kept.split('/').at(-1)])
  })

  it('deletes an account that never uploaded a letter (no uploads folder)', async () => {
    const { member, api } = await anna()
    expect((await deleteAccount(api)).status).toBe(204)
    expect(await stillThere(member.id)).toBe(false)
  })
})

describe('the note of a deleted account', () => {
  it('is kept beside the uploads with the id and creation time only, once the deletion is done', async () => {
    const { member, api } = await anna()
    const ledger = bucketDeletionLedger(directoryBucket(join(dataDir, 'uploads')))
    expect(await ledger.list()).toEqual([])
    expect((await deleteAccount(api)).status).toBe(204)
    expect(await ledger.list()).toEqual([
      {
        userId: member.id,
        createdAt: member.createdAt.toISOString(),
        deletedAt: clock.now().toISOString(),
      },
    ])
  })

  it('is not written when the deletion is refused', async () => {
    const { api } = await anna()
    const ledger = bucketDeletionLedger(directoryBucket(join(dataDir, 'uploads')))
    expect(
      (await api.delete('/api/privacy/account', { password: 'not-her-password' })).status,
    ).toBe(403)
    expect(await ledger.list()).toEqual([])
  })
})

describe('deleting an account that other members reported', () => {
  it('keeps the open reports for the moderators with the name, and drops the resolved ones', async () => {
    const { member, api } = await anna()
    const basil = await insertMember(database.db, { firstName: 'Basil' })
    const moderator = await insertMember(database.db, { role: 'moderator', showMe: false })
    const [open] = await database.db
      .insert(reports)
      .values({ reporterId: basil.id, reportedId: member.id, reason: 'harassment' })
      .returning()
    await database.db.insert(reports).values([
      { reporterId: basil.id, reportedId: member.id, reason: 'spam', status: 'dismissed' },
      // A resolved report the deleted member made goes with the account.
      { reporterId: member.id, reportedId: basil.id, reason: 'spam', status: 'dismissed' },
    ])

    expect((await deleteAccount(api)).status).toBe(204)

    const left = await database.db.select().from(reports)
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({
      id: open!.id,
      reporterId: basil.id,
      reportedId: null,
      reportedName: 'Anna Pappas',
      status: 'open',
    })

    const mod = await as(moderator)
    const page = ReportQueueSchema.parse(await (await mod.get('/api/moderation/reports')).json())
    expect(page.reports).toMatchObject([
      { id: open!.id, reporter: { id: basil.id }, reported: null, reportedName: 'Anna Pappas' },
    ])
    const suspend = await mod.post(`/api/moderation/reports/${open!.id}/resolve`, {
      action: 'suspend',
    })
    expect(suspend.status).toBe(409)
    expect(await suspend.json()).toMatchObject({
      message: MODERATION_MESSAGES.reportedAccountDeleted,
    })
    const dismiss = await mod.post(`/api/moderation/reports/${open!.id}/resolve`, {
      action: 'dismiss',
    })
    expect(dismiss.status).toBe(200)
  })
})

describe('deleting an account that filed reports', () => {
  it('keeps the open reports it filed without the reporter, after the export listed them', async () => {
    const { member, api } = await anna()
    const basil = await insertMember(database.db, { firstName: 'Basil', lastName: 'Nikolaou' })
    const moderator = await insertMember(database.db, { role: 'moderator', showMe: false })
    const [open] = await database.db
      .insert(reports)
      .values({
        reporterId: member.id,
        reportedId: basil.id,
        reason: 'harassment',
        details: 'Threats',
      })
      .returning()
    await database.db
      .insert(reports)
      .values({ reporterId: member.id, reportedId: basil.id, reason: 'spam', status: 'dismissed' })

    // Before deletion the member's export lists both reports they made.
    const exported = PrivacyExportSchema.parse(await (await api.get('/api/privacy/export')).json())
    expect(exported.reports).toMatchObject([
      { userId: basil.id, reason: 'harassment', details: 'Threats', status: 'open' },
      { userId: basil.id, reason: 'spam', status: 'dismissed' },
    ])

    expect((await deleteAccount(api)).status).toBe(204)

    // The open report stays, without its reporter; the resolved one went with the account.
    expect(await database.db.select().from(reports)).toMatchObject([
      { id: open!.id, reporterId: null, reportedId: basil.id, status: 'open' },
    ])
    const mod = await as(moderator)
    const page = ReportQueueSchema.parse(await (await mod.get('/api/moderation/reports')).json())
    expect(page.reports).toMatchObject([
      { id: open!.id, reporter: null, reported: { id: basil.id, firstName: 'Basil' } },
    ])
    // It can still be acted on: the reported member is suspended.
    const suspend = await mod.post(`/api/moderation/reports/${open!.id}/resolve`, {
      action: 'suspend',
    })
    expect(suspend.status).toBe(200)
    const [basilRow] = await database.db.select().from(users).where(eq(users.id, basil.id))
    expect(basilRow!.suspendedAt).not.toBeNull()
  })
})
