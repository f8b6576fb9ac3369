import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentMember } from './current-member.ts'
import { db } from './db.ts'
import { loadBuilderDraft, saveBuilderDraft, submitProfile } from './profile-builder.ts'
import { PROFILE_KIND, queuedProfile } from './profile-outbox.ts'
import { queueProfile } from './profile-queue.ts'
import { drainOutbox } from './sync-engine.ts'
import { createFakeApi, type FakeApi } from './testing/fake-api.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

const PROFILE = {
  firstName: 'Eleni',
  lastName: 'Pappas',
  location: 'Chicago',
  country: 'United States',
  denomination: 'Greek Orthodox',
  baseVersion: 1,
}

let server: FakeApi

beforeEach(async () => {
  server = await startOfflineDevice({ member: memberFixture(6) })
  vi.spyOn(Math, 'random').mockReturnValue(1)
  await saveBuilderDraft({ step: 4, values: { location: 'Chicago' } })
})
afterEach(stopOfflineDevice)

const profileRequests = () => server.requests.filter((r) => r.path === '/api/profile')

describe('a profile completed offline', () => {
  it('waits in the outbox with a clientId, the draft and the cached member untouched', async () => {
    await queueProfile(PROFILE)

    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({ kind: PROFILE_KIND, method: 'POST', path: '/api/profile' })
    expect(row!.body).toMatchObject({ ...PROFILE, clientId: row!.clientId })
    expect(await queuedProfile(6)).toEqual({ status: 'pending' })
    expect(await loadBuilderDraft()).toMatchObject({ step: 4 })
    expect((await currentMember())?.profileCompletionStep).toBe(1)
  })

  it('is sent once on reconnect; the device then holds the completed member and no draft', async () => {
    await queueProfile(PROFILE)

    expect(await drainOutbox()).toMatchObject({ sent: 1, failed: 0 })
    await drainOutbox()

    expect(profileRequests()).toHaveLength(1)
    expect(profileRequests()[0]!.idempotencyKey).toBe(profileRequests()[0]!.body?.clientId)
    expect(await currentMember()).toMatchObject({
      id: 6,
      location: 'Chicago',
      denomination: 'Greek Orthodox',
      profileCompletionStep: 5,
      profileEditVersion: 2,
    })
    expect(await loadBuilderDraft()).toBeNull()
    expect(await db.outbox.count()).toBe(0)
    expect(await queuedProfile(6)).toBeNull()
  })

  it('completed again before it was sent, only the latest values go', async () => {
    await queueProfile(PROFILE)
    await queueProfile({ ...PROFILE, location: 'Boston' })

    await drainOutbox()

    expect(profileRequests().map((r) => r.body?.location)).toEqual(['Boston'])
    expect((await currentMember())?.location).toBe('Boston')
  })

  it('a lost reply is retried with the same clientId, and the profile applies', async () => {
    server.fail('lost-reply')
    await queueProfile(PROFILE)

    expect(await drainOutbox()).toMatchObject({ sent: 0, stopped: 'waiting' })
    await vi.advanceTimersByTimeAsync(2_000)
    await drainOutbox()

    const keys = profileRequests().map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(1)
    expect(server.writes.size).toBe(1)
    expect((await currentMember())?.profileCompletionStep).toBe(5)
  })

  it('refused by the server (403), keeps the draft and the message, and is not sent again', async () => {
    server.fail({
      status: 403,
      body: JSON.stringify({
        message: 'Consent to store religious data is required',
        code: 'consent_required',
      }),
    })
    await queueProfile(PROFILE)

    expect(await drainOutbox()).toMatchObject({ sent: 0, failed: 1 })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await drainOutbox()

    expect(profileRequests()).toHaveLength(1)
    expect(await queuedProfile(6)).toMatchObject({
      status: 'failed',
      message: 'Consent to store religious data is required',
    })
    expect(await loadBuilderDraft()).toMatchObject({ step: 4, values: { location: 'Chicago' } })
    expect((await currentMember())?.profileCompletionStep).toBe(1)
  })

  it('completed again after a refusal, replaces the refused submit', async () => {
    server.fail({ status: 400, body: JSON.stringify({ message: 'Last name is required' }) })
    await queueProfile({ ...PROFILE, lastName: ' ' })
    await drainOutbox()

    await queueProfile(PROFILE)
    await drainOutbox()

    expect(profileRequests().map((r) => r.body?.lastName)).toEqual([' ', 'Pappas'])
    expect(await queuedProfile(6)).toBeNull()
    expect((await currentMember())?.lastName).toBe('Pappas')
  })

  it("is not applied to another member's session", async () => {
    await queueProfile(PROFILE)
    const [row] = await db.outbox.toArray()
    await resetDevice(7)
    await db.outbox.add(row!)
    server = createFakeApi({ member: memberFixture(7) })
    vi.stubGlobal('fetch', server.fetch)

    await drainOutbox()

    expect(profileRequests()).toHaveLength(0)
    expect(await queuedProfile(6)).toEqual({ status: 'pending' })
  })

  it('completed again online after a refusal, the refusal is gone with the draft', async () => {
    server.fail({ status: 400, body: JSON.stringify({ message: 'Last name is required' }) })
    await queueProfile({ ...PROFILE, lastName: ' ' })
    await drainOutbox()

    await submitProfile(PROFILE)

    expect(await queuedProfile(6)).toBeNull()
    expect(await db.outbox.count()).toBe(0)
    expect(await loadBuilderDraft()).toBeNull()
    expect(await currentMember()).toMatchObject({ lastName: 'Pappas', profileCompletionStep: 5 })
  })

  it('refused because the profile changed on another device (409), goes back into the draft to review and leaves the outbox', async () => {
    server.fail({
      status: 409,
      body: JSON.stringify({
        message: 'Your profile was changed on another device after you started this edit',
        code: 'edit_conflict',
      }),
    })
    await saveBuilderDraft({ step: 4, values: { location: 'Chicago', bio: 'typed later' } })
    await queueProfile({ ...PROFILE, cupSize: null })

    expect(await drainOutbox()).toMatchObject({ sent: 0, failed: 1 })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await drainOutbox()

    expect(profileRequests()).toHaveLength(1)
    expect(await db.outbox.count()).toBe(0)
    // The submitted values, as the form holds them, over what the draft had; no version: the
    // builder takes the then-current one.
    const draft = await loadBuilderDraft()
    expect(draft).toMatchObject({ step: 4, conflict: true })
    expect(draft).not.toHaveProperty('baseVersion')
    expect(draft!.values).toMatchObject({
      firstName: 'Eleni',
      lastName: 'Pappas',
      denomination: 'Greek Orthodox',
      cupSize: '',
      bio: 'typed later',
    })
    expect(draft!.values).not.toHaveProperty('clientId')
    expect(draft!.values).not.toHaveProperty('baseVersion')
    expect(await queuedProfile(6)).toEqual({ status: 'conflict' })
    expect((await currentMember())?.profileCompletionStep).toBe(1)
  })

  it('met a newer edit with no draft left on the device, the submitted values become the draft', async () => {
    server.fail({
      status: 409,
      body: JSON.stringify({ message: 'changed', code: 'edit_conflict' }),
    })
    await queueProfile(PROFILE)
    await db.drafts.clear()

    await drainOutbox()

    expect(await loadBuilderDraft()).toMatchObject({
      step: 0,
      values: { firstName: 'Eleni', lastName: 'Pappas' },
      conflict: true,
    })
    expect(await db.outbox.count()).toBe(0)
  })
})
