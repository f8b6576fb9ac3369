/** A running schedule of a periodic job; stop() ends it and waits for a run under way. */
export interface PeriodicJob {
  stop(): Promise<void>
}

/**
 * Runs `run` now and then every `intervalMs`, in each API process (server.ts). The timer is
 * unref'd, so it never keeps the process alive; a run still under way when the next is due is not
 * doubled; a failed run is logged as `${name} failed:` and the next one tries again.
 */
export function schedulePeriodic(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
): PeriodicJob {
  let running: Promise<void> | undefined
  const tick = () => {
    running ??= run()
      .catch((error: unknown) => console.error(`${name} failed:`, error))
      .finally(() => (running = undefined))
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
