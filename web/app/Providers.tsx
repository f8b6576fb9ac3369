import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { ToastProvider } from '../components/toast/ToastProvider.tsx'
import { UpgradePromptProvider } from '../membership/UpgradePrompt.tsx'

type ProvidersProps = {
  children: ReactNode
  /** In-app navigation for providers that sit above the router (the upgrade prompt). */
  navigate?: (path: string) => void
}

/** What every screen needs around it: translations, notifications and the upgrade prompt. */
export function Providers({ children, navigate }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <UpgradePromptProvider navigate={navigate}>{children}</UpgradePromptProvider>
      </ToastProvider>
    </I18nProvider>
  )
}
