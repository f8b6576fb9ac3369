import { cardName } from './deck.ts'
import {
  DEMO,
  expect,
  expectAccessible,
  signIn,
  test,
  uniqueEmail,
  birthDateAged,
} from './fixtures.ts'

test('a signed-out visitor is sent to sign in, and the sign-in screen is accessible', async ({
  page,
}) => {
  await page.goto('/matches')
  await expect(page).toHaveURL(/\/signin\?next=%2Fmatches/)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expectAccessible(page)
})

test('the demo member signs in, lands where they were going, and the API knows them as id 6', async ({
  page,
}) => {
  await page.goto('/settings')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  const me = await page.request.get('/api/auth/user')
  expect(me.status()).toBe(200)
  const body = await me.json()
  expect(body.id).toBe(DEMO.id)
  expect(body.email).toBe(DEMO.email)
  expect(body).not.toHaveProperty('password')
})

test('a device whose storage was cleared (Safari evicts it after a week) but whose cookie is valid opens Discover without passing by the sign-in page', async ({
  page,
}) => {
  await signIn(page)
  await expect(cardName(page)).toBeVisible()
  await page.evaluate(async () => {
    localStorage.clear()
    await new Promise((done) => {
      const request = indexedDB.deleteDatabase('orthodox-hearts')
      request.onsuccess = request.onerror = request.onblocked = done
    })
  })
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  await page.goto('/')
  await expect(cardName(page)).toBeVisible()
  expect(visited.filter((path) => path !== '/')).toEqual([])
})

test('a wrong password shows the server message and keeps the member signed out', async ({
  page,
}) => {
  await page.goto('/signin')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
})

test('a new member signs up, is welcomed, signs out (forgetting local data) and signs back in', async ({
  page,
}) => {
  const email = uniqueEmail('new.member')
  await page.goto('/signup')
  await expectAccessible(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('First name').fill('Irene')
  await page.getByLabel('Last name').fill('Papadopoulos')
  await page.getByLabel('Date of birth').fill(birthDateAged(31))
  await page.getByLabel('Gender').selectOption('female')
  await page.getByLabel('Looking for').selectOption('male')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(/Welcome, Irene/)).toBeVisible()
  const me = await (await page.request.get('/api/auth/user')).json()
  expect(me.email).toBe(email)

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
  const stored = await page.evaluate(async () => {
    const dbs = await indexedDB.databases()
    if (!dbs.some((d) => d.name === 'orthodox-hearts')) return 0
    return await new Promise<number>((resolve) => {
      const open = indexedDB.open('orthodox-hearts')
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('session')) return resolve(0)
        const req = db.transaction('session').objectStore('session').count()
        req.onsuccess = () => resolve(req.result)
      }
    })
  })
  expect(stored).toBe(0)

  await signIn(page, email, 'a-long-password')
  await expect(page.getByText(/Welcome, Irene/)).toBeVisible()
})

test('signing up under 18 is refused with the spec message', async ({ page }) => {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(uniqueEmail('young'))
  await page.getByLabel('Password', { exact: true }).fill('a-long-password')
  await page.getByLabel('First name').fill('Young')
  await page.getByLabel('Last name').fill('Member')
  await page.getByLabel('Date of birth').fill(birthDateAged(17))
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('You must be 18 or older to join Orthodox Hearts')).toBeVisible()
  await expect(page).toHaveURL(/\/signup/)
})
