import { vi } from 'vitest'

/**
 * How long a test waits for something that happens on its own (a live event, a job's run, a
 * screen's lazy chunk): vi.waitFor gives up after 1 s, which the full CI run on 2 busy cores
 * exceeds now and then; Testing Library's waitFor/findBy wait as long (web/test-setup.ts). A
 * passing test does not wait longer.
 */
export const EVENTUALLY_MS = 5_000

/** Retries `check` (every 20 ms, advancing fake timers where they are on) until it passes. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: EVENTUALLY_MS, interval: 20 })
}
