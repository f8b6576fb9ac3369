import { chromium } from 'playwright-core'
import { samplePhotoFile } from './e2e/photos.ts'
const BASE = 'http://localhost:4391'
const out = process.argv[2] ?? '/tmp/gt'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, baseURL: BASE })
const page = await context.newPage()
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()) })
const email = `shot.${Date.now()}@example.org`
// sign up through the API
const up = await page.request.post('/api/auth/signup', { headers: { origin: BASE }, data: { email, password: 'shot-password-1', firstName: 'Photini', lastName: 'Lambrou', age: 31, gender: 'female', lookingFor: 'male' } })
console.log('register', up.status(), (await up.text()).slice(0, 200))
await page.goto('/profile')
await page.waitForTimeout(1500)
await page.screenshot({ path: `${out}/empty-light.png`, fullPage: false })
for (const i of [0, 1, 2]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Add a photo' }).click()
  await (await chooser).setFiles([samplePhotoFile(i)])
  await page.waitForTimeout(700)
}
await page.waitForTimeout(3000)
// reject the third as the moderator
const mod = await browser.newContext({ baseURL: BASE })
const mp = await mod.newPage()
const login = await mp.request.post('/api/auth/login', { headers: { origin: BASE }, data: { email: 'moderator@example.com', password: 'moderator-password' } })
console.log('mod login', login.status())
const photos = (await (await page.request.get('/api/profile/photos')).json()).photos
console.log(photos.map((p: any) => [p.id, p.status]))
const r1 = await mp.request.post(`/api/moderation/photos/${photos[1].id}/review`, { headers: { origin: BASE }, data: { decision: 'approve', revision: photos[1].revision } })
const r2 = await mp.request.post(`/api/moderation/photos/${photos[2].id}/review`, { headers: { origin: BASE }, data: { decision: 'reject', revision: photos[2].revision, reason: 'Your face should be clearly visible.' } })
console.log('reviews', r1.status(), r2.status(), (await r2.text()).slice(0, 100))
await page.reload()
await page.waitForTimeout(2500)
await page.screenshot({ path: `${out}/gallery-light.png` })
await page.goto('/settings')
await page.getByRole('switch', { name: 'Dark Mode' }).click()
await page.goto('/profile')
await page.waitForTimeout(2500)
await page.screenshot({ path: `${out}/gallery-dark.png` })
await page.getByRole('button', { name: /^Photo 3 of 3/ }).click()
await page.waitForTimeout(800)
await page.screenshot({ path: `${out}/options-dark.png` })
await browser.close()
