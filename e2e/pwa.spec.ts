import { expect, reloadOffline, signIn, test } from './fixtures.ts'

test('the web manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/signin')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    name: 'Orthodox Hearts',
    short_name: 'Orthodox Hearts',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  })
  expect(manifest.theme_color).toMatch(/^#/)
  expect(manifest.background_color).toMatch(/^#/)
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`,
  )
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src)
    expect(res.status(), icon.src).toBe(200)
    expect(res.headers()['content-type']).toContain('image/png')
  }
  const sw = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready
    return reg.active?.scriptURL ?? null
  })
  expect(sw).toMatch(/\/sw\.js$/)
})

test('security headers are on the shell, the service worker and the API', async ({ request }) => {
  for (const path of ['/', '/sw.js', '/api/health']) {
    const res = await request.get(path)
    const csp = res.headers()['content-security-policy'] ?? ''
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'none'")
    expect(csp, path).toContain("frame-ancestors 'none'")
  }
  expect((await request.get('/api/health')).headers()['cache-control']).toContain('no-store')
})

test('after a first visit the app shell loads with the network off, and says so', async ({
  page,
  context,
}) => {
  await signIn(page)
  await page.goto('/settings')
  await reloadOffline(page, context)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
})

test('background work whose code could not be fetched (the page went offline) starts once the connection is back, with no page error', async ({
  page,
  context,
}) => {
  let refused = 0
  await page.route(/\/assets\/register-[^/]+\.js$/, async (route) => {
    refused++
    await route.abort('internetdisconnected')
  })
  await page.goto('/signin')
  await expect.poll(() => refused).toBe(1)
  await page.unrouteAll()
  const registered = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)
  expect(await registered()).toBe(false)

  await context.setOffline(true)
  await context.setOffline(false)
  await expect.poll(registered).toBe(true)
})
