import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedInDevice, signedOutDevice } from '../test/member-device.ts'
import { renderApp } from '../test/render.tsx'

beforeEach(async () => {
  await signedInDevice()
})

const href = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('link', { name }).getAttribute('href')

describe('layout', () => {
  it('highlights the bottom-navigation tab of the current screen', async () => {
    renderApp('/matches')
    await screen.findByRole('heading', { level: 1, name: 'Your Matches' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Matches',
      'Favorites',
      'Messages',
      'Profile',
      'Settings',
    ])
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/matches',
      '/favorites',
      '/messages',
      '/profile',
      '/settings',
    ])
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([
      null,
      'page',
      null,
      null,
      null,
      null,
    ])
  })

  it('marks Home only on the discover screen itself', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Find Your Match' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const current = within(nav)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page')
    expect(current.map((l) => l.textContent)).toEqual(['Home'])
  })

  it('has a header with the logo home and the parishes, messages and profile buttons', async () => {
    renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    const header = screen.getByRole('banner')
    expect(href('Orthodox Hearts, home', header)).toBe('/')
    expect(href('Parishes', header)).toBe('/parishes')
    expect(href('Messages', header)).toBe('/messages')
    expect(href('Profile', header)).toBe('/profile')
    expect(
      within(header).getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value,
    ).toBe('en')
    expect(screen.getByText('Welcome, Eleni!')).toBeTruthy()
    expect(screen.getByRole('main').id).toBe('main')
    expect(href('Skip to content')).toBe('#main')
  })

  it('moves focus to the new page title after navigating', async () => {
    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Favorites',
      }),
    )
    // The favorites screen reads IndexedDB first: allow for a loaded machine.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'No Favorites Yet' },
      { timeout: 5000 },
    )
    // Focus moves in an effect after the heading renders.
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(document.title).toBe('No Favorites Yet · Orthodox Hearts')
  })

  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    await signedOutDevice()
    renderApp('/messages?partner=3')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    expect(window.location.pathname).toBe('/signin')
    expect(window.location.search).toBe('?next=%2Fmessages%3Fpartner%3D3')
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })

  it('sends a signed-in member away from the sign-in page to `next`', async () => {
    renderApp('/signin?next=%2Ffavorites')
    await screen.findByRole('heading', { level: 1, name: 'No Favorites Yet' })
    expect(window.location.pathname).toBe('/favorites')
  })

  it('shows the 404 page with a link home for an unknown address, signed in or not', async () => {
    await signedOutDevice()
    renderApp('/no-such-page')
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })
    expect(href('Go to the home page')).toBe('/')
  })
})
