import { readFileSync } from 'node:fs'

/** A process's resident set size in bytes (VmRSS of Linux /proc/<pid>/status; 0 elsewhere or once it exited). */
export function rssOf(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB$/m)
    return line ? Number(line[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/**
 * Samples a process's RSS every `intervalMs` until `stop()`, which answers the peak and the last
 * sample (bytes). A run's peak, not its end: a garbage collection right before the end would
 * hide what the process held under load.
 */
export function sampleRss(pid: number | undefined, intervalMs = 100) {
  let peak = rssOf(pid)
  let last = peak
  const timer = setInterval(() => {
    last = rssOf(pid)
    peak = Math.max(peak, last)
  }, intervalMs)
  return {
    stop(): { peak: number; last: number } {
      clearInterval(timer)
      last = rssOf(pid) || last
      return { peak: Math.max(peak, last), last }
    },
  }
}

export const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
