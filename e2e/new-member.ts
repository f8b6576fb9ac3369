import { expect, type Page } from '@playwright/test'
import { birthDateAged, uniqueEmail } from './fixtures.ts'
import { confirmAddress } from './mailbox.ts'

export interface NewMember {
  emailPrefix: string
  firstName: string
  lastName: string
  /** The age today: the date of birth given is the one that makes it. */
  age: number
  gender: 'female' | 'male'
}

/** Signs a new member up through the sign-up screen, as a visitor would; the member's id. */
export async function signUpThroughScreen(page: Page, who: NewMember): Promise<number> {
  await page.goto('/signup')
  const email = uniqueEmail(who.emailPrefix)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('First name').fill(who.firstName)
  await page.getByLabel('Last name').fill(who.lastName)
  await page.getByLabel('Date of birth').fill(birthDateAged(who.age))
  await page.getByLabel('Gender').selectOption(who.gender)
  await page.getByLabel('Looking for').selectOption(who.gender === 'female' ? 'male' : 'female')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).not.toHaveURL(/\/signup/)
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number }
  // The address confirmed with the mail's code (e2e/email-address.spec.ts walks through it), and
  // the page reloaded so the app knows: the reminder to confirm is not in the way of other tests.
  await confirmAddress(page.request, email)
  await page.reload()
  return me.id
}

/**
 * signUpThroughScreen, then consent to store faith data given through the API
 * (e2e/privacy.spec.ts asks for it in the UI), as the questionnaire and clergy tests need.
 */
export async function signUpWithFaithConsent(page: Page, who: NewMember): Promise<number> {
  const id = await signUpThroughScreen(page, who)
  const consent = await page.request.put('/api/privacy/consent', { data: { religiousData: true } })
  expect(consent.ok(), await consent.text()).toBe(true)
  return id
}

/** A draft as the device holds it (Dexie table `drafts`), or null. */
export function storedDraft(page: Page, key: string) {
  return page.evaluate(
    (draftKey) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('orthodox-hearts')
        open.onsuccess = () => {
          const request = open.result.transaction('drafts').objectStore('drafts').get(draftKey)
          request.onsuccess = () => resolve(request.result?.value ?? null)
        }
      }),
    key,
  )
}

/** Closes the toasts shown, as a member would, so they no longer cover the buttons. */
export async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss' })
  while (await dismiss.count()) await dismiss.first().click()
}

/** Answers every unanswered question of the shown questionnaire step with its first choice. */
export async function answerSection(page: Page) {
  const form = page.locator('form.card')
  for (const fieldset of await form.getByRole('group').all()) {
    const first = fieldset.locator('input').first()
    if (!(await fieldset.locator('input:checked').count())) await first.check()
  }
}
