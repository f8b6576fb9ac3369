import { createContext, useContext } from 'react'
import type { MembershipAction } from '#shared/domain/membership.ts'

/** What the prompt is about: a refused action, or a paid feature (who liked you, rewind, travel). */
export type UpgradeReason = MembershipAction | 'see_who_liked_you' | 'rewind' | 'travel'

export interface UpgradePromptApi {
  /** Opens the upgrade prompt titled for the refused action (spec core-experience §2). */
  open(action: UpgradeReason): void
}

export const UpgradePromptContext = createContext<UpgradePromptApi | null>(null)

/** The upgrade prompt; needs an UpgradePromptProvider above (mounted in web/app/Providers). */
export function useUpgradePrompt(): UpgradePromptApi {
  const api = useContext(UpgradePromptContext)
  if (!api) throw new Error('useUpgradePrompt must be used within an UpgradePromptProvider')
  return api
}
