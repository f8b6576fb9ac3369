import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpWithFaithConsent } from './new-member.ts'

const ANNA = {
  emailPrefix: 'clergy',
  firstName: 'Anna',
  lastName: 'Pappas',
  age: 29,
  gender: 'female',
} as const

const toggle = (page: Page) => page.getByRole('group', { name: 'Form version' })

test('a priest fills the clergy reference online; the paper form prints without controls', async ({
  page,
}) => {
  await signUpWithFaithConsent(page, ANNA)
  const before = await (await page.request.get('/api/auth/user')).json()
  expect(before.clergyVerificationStatus).toBe('none')
  expect((await page.request.get('/api/clergy-reference')).status()).toBe(404)

  await page.goto('/profile')
  await page.getByRole('link', { name: 'Clergy Reference Form', exact: true }).click()
  await expect(page).toHaveURL(/\/clergy-reference$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Clergy Reference Form' })).toBeVisible()
  await expect(toggle(page).getByRole('button', { name: 'Online Form' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(
    page.getByRole('group', { name: 'Status with the Church' }).getByLabel('Baptized'),
  ).toBeChecked()
  await expect(page.getByRole('group', { name: 'Title' }).getByLabel('Priest')).toBeChecked()
  await expectAccessible(page)

  // Nothing filled: the spec's messages by their fields, the first one focused.
  await page.getByRole('button', { name: 'Submit Reference Form' }).click()
  const fullName = page.getByLabel("Parishioner's full name")
  await expect(page.getByText('Full name is required')).toBeVisible()
  await expect(page.getByText('Signature is required')).toBeVisible()
  await expect(fullName).toBeFocused()
  await expect(fullName).toHaveAttribute('aria-describedby', 'clergy-fullName-error')
  await expectAccessible(page)

  // The paper form: blank lines and boxes; on paper only the form is printed.
  await fullName.fill('Anna Pappas')
  await page.getByRole('button', { name: 'Print Version' }).click()
  await expect(page.getByRole('heading', { name: 'Print Form' })).toBeFocused()
  await expect(page.getByText('Switch to Online Form')).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expectAccessible(page)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Switch to Online Form' })).toBeHidden()
  await expect(toggle(page)).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByText('Clergy Evaluation')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('button', { name: 'Switch to Online Form' }).click()
  await expect(fullName).toHaveValue('Anna Pappas')

  // Half filled, then reloaded: the draft on the device brings it back.
  await page.getByLabel('Church name').fill('Annunciation Cathedral')
  await page.getByLabel('Church jurisdiction').selectOption('Greek Orthodox Archdiocese of America')
  const status = page.getByRole('group', { name: 'Status with the Church' })
  await status.getByLabel('Other').check()
  await page.getByLabel('Please specify').fill('Inquirer')
  await page
    .getByRole('group', { name: 'Observes the fasts of the Church' })
    .getByLabel('Partially')
    .check()
  // The draft is written to IndexedDB a moment after the change: reload once it holds the last one.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve, reject) => {
            const open = indexedDB.open('orthodox-hearts')
            open.onsuccess = () => {
              const request = open.result.transaction('drafts').objectStore('drafts').getAll()
              request.onsuccess = () => {
                open.result.close()
                resolve(request.result.map((row: { value: unknown }) => row.value))
              }
              request.onerror = () => reject(request.error)
            }
          }),
      ),
    )
    .toContainEqual({ values: expect.objectContaining({ observesFasts: 'partial' }) })
  await page.reload()
  await expect(page.getByLabel('Church name')).toHaveValue('Annunciation Cathedral')
  await expect(page.getByLabel('Please specify')).toHaveValue('Inquirer')

  await page.getByLabel('Clergy name').fill('Fr. Nicholas Kostas')
  await page.getByRole('group', { name: 'Title' }).getByLabel('Deacon').check()
  await page.getByLabel('Parish name').fill('Annunciation')
  await page.getByLabel('Signature (type your full name)').fill('Nicholas Kostas')
  await page.getByLabel('Date').fill('2026-03-01')
  await page.getByRole('button', { name: 'Submit Reference Form' }).click()

  await expect(page.getByText('Clergy Reference Submitted')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  const saved = await (await page.request.get('/api/clergy-reference')).json()
  expect(saved).toMatchObject({
    fullName: 'Anna Pappas',
    churchName: 'Annunciation Cathedral',
    churchJurisdiction: 'Greek Orthodox Archdiocese of America',
    statusWithChurch: 'other',
    statusOther: 'Inquirer',
    adheresToDoctrine: 'yes',
    observesFasts: 'partial',
    clergyName: 'Fr. Nicholas Kostas',
    clergyTitle: 'deacon',
    parishName: 'Annunciation',
    signature: 'Nicholas Kostas',
    date: '2026-03-01',
    status: 'submitted',
  })
  const after = await (await page.request.get('/api/auth/user')).json()
  expect(after.clergyVerificationStatus).toBe('pending')
})
