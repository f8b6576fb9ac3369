import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FakeApi } from '../../data/testing/fake-api.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { ROMANCE_SCAMS_PATH } from './romance-scams-path.ts'

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
  server.on('GET /api/blocks', () => [])
})

/** The page's section headings, in order. */
const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('How romance scams work', () => {
  it('is reached from the Safety Center and names the signs, what to do and the warning', async () => {
    const { user } = renderApp('/safety')
    const card = await screen.findByRole('region', { name: 'Romance scams' })
    await user.click(within(card).getByRole('link', { name: 'How romance scams work' }))
    await screen.findByRole('heading', { level: 1, name: 'How romance scams work' })
    expect(window.location.pathname).toBe(ROMANCE_SCAMS_PATH)
    expect(sectionHeadings()).toEqual([
      'Leaving the app at once',
      'Money, in any form',
      'The cover stories',
      'Haste and distance',
      'What to do',
      'The app’s warning',
    ])

    const offApp = screen.getByRole('region', { name: 'Leaving the app at once' })
    expect(offApp.textContent).toContain('WhatsApp, Telegram or Signal')
    expect(offApp.textContent).toContain('“I am rarely on here”')
    const money = within(screen.getByRole('region', { name: 'Money, in any form' }))
    expect(money.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'gift cards, and the codes on their back',
      'a wire or bank transfer, Western Union or MoneyGram',
      'cryptocurrency, sent to a wallet address',
      'an “investment opportunity” or a trading platform with sure profits',
      'a loan, “only until next week”',
      'a “customs fee” for a parcel or a gift held at customs',
    ])
    const stories = within(screen.getByRole('region', { name: 'The cover stories' }))
    expect(stories.getByText('a soldier on a military posting abroad')).toBeTruthy()
    expect(stories.getByText('an engineer working on an oil rig')).toBeTruthy()
    const todo = screen.getByRole('region', { name: 'What to do' }).textContent
    expect(todo).toContain('Never send money, gift cards or gift-card codes')
    expect(todo).toContain('use Report or Block in the chat')
    expect(todo).toContain('reportfraud.ftc.gov')
    expect(screen.getByRole('region', { name: 'The app’s warning' }).textContent).toContain(
      'The sender is not told.',
    )

    await user.click(screen.getByRole('link', { name: 'Safety Center' }))
    await screen.findByRole('heading', { level: 1, name: 'Safety Center' })
    expect(window.location.pathname).toBe('/safety')
  })

  it('speaks the member’s language', async () => {
    const { user } = renderApp(ROMANCE_SCAMS_PATH)
    await screen.findByRole('heading', { level: 1, name: 'How romance scams work' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    await screen.findByRole('heading', {
      level: 1,
      name: 'Как устроено романтическое мошенничество',
    })
    const money = within(screen.getByRole('region', { name: 'Деньги в любом виде' }))
    expect(money.getByText('подарочные карты и коды на их обороте')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Центр безопасности' }).getAttribute('href')).toBe(
      '/safety',
    )
  })
})
