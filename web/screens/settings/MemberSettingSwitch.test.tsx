import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db.ts'
import { MEMBER_SETTING_DEFAULTS, refreshMemberSettings } from '../../data/member-settings.ts'
import { resetDevice } from '../../data/testing/member.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { MemberSettingSwitch } from './MemberSettingSwitch.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))

const serverSettings = (values: Record<string, boolean>) =>
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ ...MEMBER_SETTING_DEFAULTS, ...values }), { status: 200 }),
    ),
  )

beforeEach(async () => {
  setSession({ status: 'signed-in', member: demoMember })
  await resetDevice(demoMember.id)
})

describe('member setting switches', () => {
  it("shows the server's value, and a change is kept here and queued for the server", async () => {
    serverSettings({ showReadReceipts: false })
    await refreshMemberSettings(demoMember.id)
    const { user } = renderWithProviders(
      <MemberSettingSwitch setting="showReadReceipts" label="Read receipts" description="Seen" />,
    )
    const toggle = await screen.findByRole('switch', { name: 'Read receipts' })
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      kind: 'member-settings',
      method: 'PATCH',
      path: `/api/users/${demoMember.id}/settings`,
      body: { showReadReceipts: true },
    })
  })

  it('turns "Show me" off on the device and queues only that change', async () => {
    serverSettings({})
    await refreshMemberSettings(demoMember.id)
    const { user } = renderWithProviders(
      <MemberSettingSwitch setting="showMe" label="Show me" description="Discoverable" />,
    )
    const toggle = await screen.findByRole('switch', { name: 'Show me' })
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
    const [row] = await db.outbox.toArray()
    expect(row?.body).toMatchObject({ showMe: false })
    expect(row?.body).not.toHaveProperty('showDistance')

    // A refresh while the change is on its way keeps the member's choice.
    serverSettings({ showMe: true })
    await refreshMemberSettings(demoMember.id)
    expect((await db.deviceSettings.get('showMe'))?.value).toBe(false)
  })
})
