import type { ReactNode } from 'react'
import type { DeviceKind } from '#shared/schemas/sessions.ts'
import { Icon } from '../../components/icons/icons.tsx'

const DRAWINGS: Record<DeviceKind, ReactNode> = {
  phone: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  tablet: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  computer: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  unknown: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </>
  ),
}

/** A phone, a tablet, a computer's screen, or a globe where the browser names no device. */
export function DeviceIcon({ kind }: { kind: DeviceKind }) {
  return <Icon>{DRAWINGS[kind]}</Icon>
}
