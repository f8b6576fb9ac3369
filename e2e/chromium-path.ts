import { existsSync } from 'node:fs'

/** Debian's Chromium (or CHROME_PATH); Playwright's own browser download does not work here. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
