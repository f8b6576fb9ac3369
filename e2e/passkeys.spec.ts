import type { Page } from '@playwright/test'
import {
  expect,
  expectAccessible,
  reloadOffline,
  shootBothThemes,
  signIn,
  test,
} from './fixtures.ts'
import { signUpMember } from './members.ts'

/**
 * Passkeys (issue #34 part 5, docs/accounts.md "Passkeys") at a phone's size, with Chromium's
 * virtual authenticator standing in for the phone's screen lock: it makes a discoverable passkey
 * and answers each request as a member who touched the sensor would.
 */

test.use({ viewport: { width: 390, height: 844 } })

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  /** Whether the authenticator answers at once, as a member touching the sensor would. */
  const present = (enabled: boolean) =>
    cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled })
  return { credentials, present }
}

/** A browser whose sign-in form cannot offer passkeys in its autofill (no conditional UI). */
async function withoutPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false)
  })
}

test('a member adds a passkey in Settings, signs out, and the sign-in form’s autofill signs her in with it', async ({
  page,
}, testInfo) => {
  const maria = await signUpMember('Maria', 'female', 'male')
  const authenticator = await virtualAuthenticator(page)
  await signIn(page, maria.email, maria.password)

  await page.goto('/settings')
  await page.getByRole('link', { name: 'Manage passkeys' }).click()
  await expect(page).toHaveURL(/\/settings\/passkeys$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No passkeys yet' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'passkeys-none')

  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByText('Passkey added')).toBeVisible()
  const list = page.getByRole('list', { name: 'Your passkeys' })
  await expect(list.getByRole('article')).toHaveCount(1)
  await expect(list.getByRole('heading')).toHaveText('Chrome on Linux')
  await expect(list.getByText('Not used to sign in yet')).toBeVisible()
  const made = await authenticator.credentials()
  expect(made).toHaveLength(1)
  expect(made[0]?.isResidentCredential).toBe(true)
  expect(made[0]?.rpId).toBe('localhost')
  await shootBothThemes(page, testInfo, 'passkeys-list')

  // The member does not pick the passkey at once: the sign-in page waits, offering it.
  await authenticator.present(false)
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn')
  await shootBothThemes(page, testInfo, 'signin-with-passkey')

  // She picks it in the email field's suggestions (the virtual authenticator's presence).
  await authenticator.present(true)
  await page.reload()
  await expect(page.getByText('Welcome, Maria!')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find Your Match' })).toBeVisible()
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)
  await page.goto('/settings/passkeys')
  await expect(list.getByText(/^Last used /)).toBeVisible()
})

test('a member with a passkey removes her password: the password no longer signs in, the passkey button does', async ({
  page,
}) => {
  const irini = await signUpMember('Irini', 'female', 'male')
  await withoutPasskeyAutofill(page)
  await virtualAuthenticator(page)
  await signIn(page, irini.email, irini.password)
  await page.goto('/settings/passkeys')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('article')).toHaveCount(
    1,
  )

  await page.getByLabel('Current password').fill(irini.password)
  await page.getByRole('button', { name: 'Remove my password' }).click()
  await expect(page.getByText('Password removed. You now sign in with a passkey.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You sign in with passkeys only' })).toBeVisible()
  await expectAccessible(page)

  // The last way in stays.
  await page.getByRole('button', { name: /^Remove the passkey/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(
    page.getByText('This passkey is your only way to sign in. Add another passkey first.'),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('article')).toHaveCount(
    1,
  )

  const login = await irini.api.post('/api/auth/login', {
    data: { email: irini.email, password: irini.password },
  })
  expect(login.status()).toBe(401)
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page.getByText('Welcome, Irini!')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find Your Match' })).toBeVisible()
})

test('offline, the passkeys screen says it needs a connection', async ({ page, context }) => {
  const eleni = await signUpMember('Eleni', 'female', 'male')
  await signIn(page, eleni.email, eleni.password)
  await page.goto('/settings/passkeys')
  await expect(page.getByRole('heading', { name: 'No passkeys yet' })).toBeVisible()
  await reloadOffline(page, context)
  await expect(
    page.getByText('You are offline. Your passkeys can be seen and changed only online.'),
  ).toBeVisible()
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'No passkeys yet' })).toBeVisible()
})
