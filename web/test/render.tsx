import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { afterEach, beforeEach } from 'vitest'
import { Providers } from '../app/Providers.tsx'
import { App } from '../app/App.tsx'
import { activateLanguage } from '../i18n/activate-language.ts'

beforeEach(async () => {
  localStorage.clear()
  await activateLanguage('en', { remember: false })
})
afterEach(cleanup)

/**
 * Renders the whole app (layout, router, providers) at `path`, as a member would see it: the
 * test document's own address and history, as in a browser.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path)
  const user = userEvent.setup()
  const view = render(<App />)
  return { ...view, navigate, user }
}

/** Renders one component inside the providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup()
  return { ...render(<Providers>{ui}</Providers>), user }
}
