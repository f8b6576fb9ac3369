import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach } from 'vitest'
import { Providers } from '../app/Providers.tsx'
import { routes } from '../app/routes.tsx'
import { activateLanguage } from '../i18n/activate-language.ts'

beforeEach(async () => {
  localStorage.clear()
  await activateLanguage('en', { remember: false })
})
afterEach(cleanup)

/** Renders the whole app (layout, router, providers) at `path`, as a member would see it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const user = userEvent.setup()
  const view = render(
    <Providers navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router, user }
}

/** Renders one component inside the providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup()
  return { ...render(<Providers>{ui}</Providers>), user }
}
