import { vi } from 'vitest'
import { drainOutbox } from '../sync-engine.ts'
import { createFakeApi, type FakeApi } from './fake-api.ts'
import { resetDevice } from './member.ts'

/**
 * The device of an outbox test, for beforeEach: only the sync engine's timers are faked
 * (IndexedDB runs for real), the device is fresh and signed in as member 6, and fetch is the fake
 * API it answers.
 */
export async function startOfflineDevice(
  options: Parameters<typeof createFakeApi>[0] = {},
): Promise<FakeApi> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  await resetDevice(6)
  const server = createFakeApi(options)
  vi.stubGlobal('fetch', server.fetch)
  return server
}

/** For afterEach: lets a drain a test started finish before the next test resets the device. */
export async function stopOfflineDevice(): Promise<void> {
  await drainOutbox()
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
}
