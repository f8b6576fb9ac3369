import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../data/db.ts'
import { MEMBER_SETTING_DEFAULTS, refreshMemberSettings } from '../../data/member-settings.ts'
import { unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { MemberSettingSwitch } from './MemberSettingSwitch.tsx'

const settingsPath = `/api/users/${demoMember.id}/settings`

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
})

/** The member's settings as the server holds them (the defaults but `values`). */
const serverSettings = (values: Record<string, boolean>) =>
  server.on(`GET ${settingsPath}`, { ...MEMBER_SETTING_DEFAULTS, ...values })
/** The server is out of reach for the changes: they stay in the outbox. */
const changesCannotReachServer = () => server.on(`PATCH ${settingsPath}`, unreachable)

describe('member setting switches', () => {
  it("shows the server's value, and a change is kept here and queued for the server", async () => {
    serverSettings({ showReadReceipts: false })
    await refreshMemberSettings(demoMember.id)
    const { user } = renderWithProviders(
      <MemberSettingSwitch setting="showReadReceipts" label="Read receipts" description="Seen" />,
    )
    const toggle = await screen.findByRole('switch', { name: 'Read receipts' })
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))

    changesCannotReachServer()
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      kind: 'member-settings',
      method: 'PATCH',
      path: settingsPath,
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
    changesCannotReachServer()
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
