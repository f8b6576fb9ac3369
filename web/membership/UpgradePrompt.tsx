import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import {
  UpgradePromptContext,
  type UpgradePromptApi,
  type UpgradeReason,
} from './upgrade-prompt-context.ts'

export { upgradeActionFor } from './upgrade-action.ts'
export {
  useUpgradePrompt,
  type UpgradePromptApi,
  type UpgradeReason,
} from './upgrade-prompt-context.ts'

const UpgradePromptDialog = lazy(() =>
  import('./UpgradePromptDialog.tsx').then((module) => ({ default: module.UpgradePromptDialog })),
)

type UpgradePromptProviderProps = {
  children: ReactNode
  /**
   * In-app navigation (the router lives below the providers). Without it the plan buttons are
   * plain links to /subscription, which the service worker serves offline too.
   */
  navigate?: (path: string) => void
}

/**
 * Holds the upgrade prompt modal; screens open it with useUpgradePrompt().open(action). The modal's
 * code loads the first time it opens (then stays, so it can close as it opened).
 */
export function UpgradePromptProvider({ children, navigate }: UpgradePromptProviderProps) {
  const [action, setAction] = useState<UpgradeReason | null>(null)
  const [opened, setOpened] = useState(false)
  const api = useMemo<UpgradePromptApi>(
    () => ({
      open: (reason) => {
        setOpened(true)
        setAction(reason)
      },
    }),
    [],
  )
  const close = useCallback(() => setAction(null), [])
  return (
    <UpgradePromptContext.Provider value={api}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <UpgradePromptDialog action={action} onClose={close} navigate={navigate} />
        </Suspense>
      )}
    </UpgradePromptContext.Provider>
  )
}
