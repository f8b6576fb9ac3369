import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedInDevice } from '../test/member-device.ts'
import { renderApp } from '../test/render.tsx'

let server: Awaited<ReturnType<typeof signedInDevice>>
beforeEach(async () => {
  server = await signedInDevice()
})

describe('language dropdown', () => {
  it('switches the visible text to Russian, sets <html lang> and stores the choice', async () => {
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')

    await screen.findByRole('heading', { level: 1, name: 'Настройки' })
    const nav = screen.getByRole('navigation', { name: 'Главное меню' })
    expect(within(nav).getByRole('link', { name: 'Настройки' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(screen.getByRole('combobox', { name: 'Язык' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('ru')
    expect(JSON.parse(localStorage.getItem('orthodox-hearts') ?? '{}')).toEqual({ language: 'ru' })
  })

  it('tells the server, so the member’s mail follows the language (docs/accounts.md)', async () => {
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ge')
    await waitFor(() =>
      expect(server.requestsTo('PUT /api/auth/language').map((request) => request.body)).toEqual([
        { language: 'ge' },
      ]),
    )
  })

  it('puts the BCP 47 tag el on <html lang> for Greek (gr) and remembers gr', async () => {
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'gr')
    await waitFor(() => expect(document.documentElement.lang).toBe('el'))
    expect(JSON.parse(localStorage.getItem('orthodox-hearts') ?? '{}')).toEqual({ language: 'gr' })
    await screen.findByRole('heading', { level: 1, name: 'Ρυθμίσεις' })
    // Every screen text is Greek now, not English and never a message id.
    expect(screen.getByRole('radiogroup', { name: 'Σκοτεινό θέμα' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Σύστημα' })).toBeTruthy()
    expect(screen.queryByRole('radiogroup', { name: 'Dark Mode' })).toBeNull()
  })

  it('moves focus to the dropdown from the Settings language row', async () => {
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    expect(screen.getByText('English', { selector: 'p' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Change language' }))
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Language' }))
  })
})
