import { type BrowserContext, type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import {
  signUpThroughScreen,
  signUpWithFaithConsent,
  storedDraft,
  type NewMember,
} from './new-member.ts'

/** Every step filled in as the member typed it; the wizard reopens on its last step. */
const COMPLETE_DRAFT = {
  step: 4,
  values: {
    location: 'Cluj-Napoca',
    country: 'Romania',
    race: 'Romanian',
    weight: '130',
    height: '168cm',
    eyeColor: 'Green',
    bustChest: '34',
    waist: '27',
    hipsInseam: '36',
    occupation: 'Teacher',
    income: '42000',
    educationLevel: "Master's Degree",
    englishFluency: 'Fluent',
    denomination: 'Romanian Orthodox',
    churchAttendanceFrequency: 'Weekly',
    jurisdiction: 'Romanian',
    mbtiType: 'INFJ',
    loveLanguage: 'Quality Time',
  },
}

const member = (emailPrefix: string): NewMember => ({
  emailPrefix,
  firstName: 'Ioana',
  lastName: 'Marin',
  age: 30,
  gender: 'female',
})

/** Puts the completed draft on the device, as five steps of typing would, and opens the builder's last step. */
async function openCompletedBuilder(page: Page) {
  await page.goto('/profile-builder')
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await page.evaluate(
    (draft) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('orthodox-hearts')
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite')
          tx.objectStore('drafts').put({ key: 'profile-builder', value: draft, updatedAt: 1 })
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    COMPLETE_DRAFT,
  )
  // Once the service worker controls the page, the app shell opens with no network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect(page.getByText('Step 5 of 5')).toBeVisible()
}

/** Counts the profile submits the server answered (the page's and the service worker's). */
function countProfileSubmits(context: BrowserContext) {
  let count = 0
  context.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/profile') count++
  })
  return () => count
}

/** The draft's values as POST /api/profile takes them, with the member's own name and age. */
function profileFromDraft(me: { firstName: string; lastName: string; age: number }) {
  const v = COMPLETE_DRAFT.values
  const whole = (text: string) => Number(text)
  return {
    ...v,
    firstName: me.firstName,
    lastName: me.lastName,
    age: me.age,
    weight: whole(v.weight),
    bustChest: whole(v.bustChest),
    waist: whole(v.waist),
    hipsInseam: whole(v.hipsInseam),
    income: whole(v.income),
  }
}

/** With no network, Complete Profile queues the profile and says so. */
async function completeOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Complete Profile' }).click()
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
}

test('completed offline, the profile is queued, then sent once when the member is back online', async ({
  page,
  context,
}) => {
  await signUpWithFaithConsent(page, member('builder-offline'))
  await openCompletedBuilder(page)
  const submits = countProfileSubmits(context)
  // A setting changed on another device meanwhile is no builder field: no conflict (decision 011).
  const { id } = await (await page.request.get('/api/auth/user')).json()
  const setting = await page.request.patch(`/api/users/${id}/settings`, {
    headers: { origin: new URL(page.url()).origin },
    data: { showMe: false },
  })
  expect(setting.ok(), await setting.text()).toBe(true)

  await completeOffline(page, context)
  await expect(page).toHaveURL(/\/profile$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toHaveText(
    'Your profile will be sent when you are back online.',
  )
  await expectAccessible(page)
  expect(submits()).toBe(0)

  await context.setOffline(false)
  await expect(main.getByText('Romanian Orthodox')).toBeVisible()
  await expect(main.getByText(/Cluj-Napoca/)).toBeVisible()
  await expect(main.getByText('Your profile will be sent when you are back online.')).toHaveCount(0)
  await expect.poll(() => storedDraft(page, 'profile-builder')).toBeNull()

  const me = await (await page.request.get('/api/auth/user')).json()
  expect(me).toMatchObject({
    profileCompletionStep: 5,
    location: 'Cluj-Napoca',
    weight: 130,
    denomination: 'Romanian Orthodox',
    showMe: false,
  })
  // Another reason to drain (returning to the app) sends nothing more.
  await page.reload()
  await expect(main.getByText('Romanian Orthodox')).toBeVisible()
  expect(submits()).toBe(1)
})

test("refused when it is sent (no consent to faith data), the member is told the server's reason and keeps the draft", async ({
  page,
  context,
}) => {
  // No consent given: the server refuses faith data with 403.
  await signUpThroughScreen(page, member('builder-refused'))
  await openCompletedBuilder(page)
  const submits = countProfileSubmits(context)

  await completeOffline(page, context)
  await context.setOffline(false)

  const alert = page.getByRole('alert').filter({ hasText: 'The server did not accept' })
  await expect(alert).toContainText(
    'The server did not accept your profile: Consent to store religious data is required',
  )
  await expectAccessible(page)

  // The next visit of the builder tells it again, over the kept draft, on the step that asks for
  // the consent the server wants, with the request focused.
  await alert.getByRole('link', { name: 'Complete your profile' }).click()
  await expect(page.getByText('Step 4 of 5')).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The server did not accept' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your consent is needed' })).toBeFocused()
  expect(await storedDraft(page, 'profile-builder')).toMatchObject(COMPLETE_DRAFT)
  const me = await (await page.request.get('/api/auth/user')).json()
  expect(me).toMatchObject({ profileCompletionStep: 0, denomination: null })
  expect(submits()).toBe(1)
})

test('a profile queued offline after the profile changed on another device is kept as a draft, then completed again', async ({
  page,
  context,
}) => {
  await signUpWithFaithConsent(page, member('builder-conflict'))
  await openCompletedBuilder(page)
  const submits = countProfileSubmits(context)
  // Another device completes the builder with other values after this edit started.
  const origin = new URL(page.url()).origin
  const me = await (await page.request.get('/api/auth/user')).json()
  const elsewhere = await page.request.post('/api/profile', {
    headers: { origin },
    data: { ...profileFromDraft(me), location: 'Iași', baseVersion: me.profileEditVersion },
  })
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true)

  await completeOffline(page, context)
  await context.setOffline(false)

  const main = page.getByRole('main')
  const alert = main.getByRole('alert')
  await expect(alert).toContainText(
    'Your profile was changed on another device after you started this edit',
  )
  await expect(alert).toContainText(
    'Your changes are kept on this device as a draft. Review them and complete your profile again.',
  )
  await expectAccessible(page)
  expect(await storedDraft(page, 'profile-builder')).toMatchObject({
    values: { location: 'Cluj-Napoca', denomination: 'Romanian Orthodox' },
    conflict: true,
  })
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
    profileCompletionStep: 5,
    location: 'Iași',
  })

  // Reviewed and completed again online: it applies over the newer version.
  await alert.getByRole('link', { name: 'Complete your profile' }).click()
  await expect(page.getByText('Step 5 of 5')).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('kept on this device as a draft')
  await page.getByRole('button', { name: 'Complete Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(main.getByText('Romanian Orthodox')).toBeVisible()
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
    profileCompletionStep: 5,
    location: 'Cluj-Napoca',
  })
  expect(await storedDraft(page, 'profile-builder')).toBeNull()
  expect(submits()).toBe(2)
})
