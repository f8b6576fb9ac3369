import type { EarlyRequests } from '../boot/boot-config.ts'

/**
 * The answers index.html's head script asked for on a device with no member stored (web/boot/
 * head.ts), before the start-up chunk had arrived: the session (session.ts) and Discover's first
 * page (the deck with the sheet's starting values) take each one once instead of asking again,
 * so a signed-in first visit on a new phone does not wait for the chunk, then the member, then
 * the deck, then the top card's photo, one after the other.
 */
export const EARLY_PATHS = {
  user: '/api/auth/user',
  deck: '/api/users',
} as const satisfies Record<keyof EarlyRequests, string>

/** The head script's answer of this kind, once (undefined when it asked nothing, or it was taken). */
export function takeEarlyAnswer(kind: keyof EarlyRequests): Promise<Response> | undefined {
  const early = (globalThis as { ohBoot?: { early?: EarlyRequests } }).ohBoot?.early
  const answer = early?.[kind]
  if (early) delete early[kind]
  return answer
}
