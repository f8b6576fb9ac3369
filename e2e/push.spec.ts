import { randomUUID } from 'node:crypto'
import { type APIRequestContext } from '@playwright/test'
import { pushDevice, startPushService } from '../api/testing/push-service.ts'
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts'
import { like, signUpMember } from './members.ts'

/**
 * No real push service is reachable offline: the browser's PushManager.subscribe is stubbed to
 * hand out a subscription whose endpoint is a local stand-in push service, with real keys, so
 * the server's encrypted push for a new message arrives there and can be read.
 */
test('Settings subscribes this device to pushes, and a new message then arrives as a push', async ({
  page,
}) => {
  const service = await startPushService()
  const device = pushDevice(service.url(`/push/${randomUUID()}`))
  const path = new URL(device.subscription.endpoint).pathname
  try {
    await page.addInitScript((subscription) => {
      let permission: NotificationPermission = 'default'
      Object.defineProperty(Notification, 'permission', { get: () => permission })
      Notification.requestPermission = () => Promise.resolve((permission = 'granted'))
      let subscribed = localStorage.getItem('test-push') === 'on'
      const fake = {
        endpoint: subscription.endpoint,
        options: { applicationServerKey: null },
        toJSON: () => subscription,
        unsubscribe: () => {
          subscribed = false
          localStorage.removeItem('test-push')
          return Promise.resolve(true)
        },
      }
      PushManager.prototype.getSubscription = () =>
        Promise.resolve(subscribed ? (fake as unknown as PushSubscription) : null)
      PushManager.prototype.subscribe = () => {
        subscribed = true
        localStorage.setItem('test-push', 'on')
        return Promise.resolve(fake as unknown as PushSubscription)
      }
    }, device.subscription)

    const theodore = await signUpMember('Theodore')
    await signIn(page)
    expect((await like(theodore.api, theodore.id, DEMO.id)).status).toBe(200)
    expect((await like(page.request, DEMO.id, theodore.id)).body).toEqual({ isMatch: true })

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.goto('/settings')
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expectAccessible(page)

    await say(theodore.api, theodore.id, 'Christ is risen!')
    await expect.poll(() => service.to(path).length).toBe(1)
    expect(device.decrypt(service.to(path)[0]!.body)).toMatchObject({
      type: 'message',
      name: 'Theodore',
      url: `/messages?partner=${theodore.id}`,
    })

    // Off: the server forgets the device, and the next message pushes nothing.
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await say(theodore.api, theodore.id, 'Truly He is risen!')
    await page.waitForTimeout(1000)
    expect(service.to(path)).toHaveLength(1)
  } finally {
    await service.close()
  }
})

async function say(api: APIRequestContext, fromUserId: number, content: string) {
  const sent = await api.post('/api/messages', {
    data: { fromUserId, toUserId: DEMO.id, content, clientId: randomUUID() },
  })
  expect(sent.status()).toBe(201)
}
