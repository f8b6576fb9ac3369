import { useSyncExternalStore } from 'react'

const MINUTE = 60_000

/** The time to the minute (stable between renders within a minute, as the store asks). */
const minuteNow = () => Math.floor(Date.now() / MINUTE) * MINUTE

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE / 4)
  return () => clearInterval(timer)
}

/** The current time, to the minute, re-rendering when the minute changes (a countdown). */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, minuteNow, minuteNow)
}
