import Bowser from 'bowser'
import type { DeviceKind } from '#shared/schemas/sessions.ts'

/** What the session list says of a browser: its name, its system, and the kind of device. */
export interface SessionDevice {
  browser: string | null
  system: string | null
  device: DeviceKind
}

const KINDS: Readonly<Record<string, DeviceKind>> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'computer',
}

/** Reads a stored User-Agent with Bowser; nothing is guessed where it names nothing. */
export function sessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, system: null, device: 'unknown' }
  const parsed = Bowser.parse(userAgent)
  return {
    browser: parsed.browser.name || null,
    system: parsed.os.name || null,
    device: KINDS[parsed.platform.type ?? ''] ?? 'unknown',
  }
}
