import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { birthDateAged, expect, uniqueEmail } from './fixtures.ts'
import { confirmAddress } from './mailbox.ts'

/** Two fresh members, Anna and Pavel, matched, each signed in in a browser context of their own. */

export interface ChatMember {
  id: number
  context: BrowserContext
  page: Page
}

/** A fresh member signed in in a new browser context (POST /api/auth/signup sets the cookie). */
async function newMember(
  browser: Browser,
  baseURL: string,
  firstName: string,
  gender: 'male' | 'female',
  contextOptions: BrowserContextOptions,
): Promise<ChatMember> {
  const context = await browser.newContext({ ...contextOptions, baseURL })
  const page = await context.newPage()
  const email = uniqueEmail(firstName.toLowerCase())
  const answer = await page.request.post('/api/auth/signup', {
    headers: { origin: baseURL },
    data: {
      email,
      password: 'a-long-password',
      firstName,
      lastName: 'Tester',
      birthDate: birthDateAged(30),
      gender,
      lookingFor: gender === 'male' ? 'female' : 'male',
    },
  })
  expect(answer.status()).toBe(201)
  await confirmAddress(page.request, email)
  const { id } = (await answer.json()) as { id: number }
  return { id, context, page }
}

/** Mutual likes: the second makes the match. */
async function makeMatch(a: ChatMember, b: ChatMember, baseURL: string) {
  const like = (from: ChatMember, to: ChatMember) =>
    from.page.request.post('/api/likes', {
      headers: { origin: baseURL },
      data: { fromUserId: from.id, toUserId: to.id, clientId: randomUUID() },
    })
  expect((await like(a, b)).ok()).toBe(true)
  const second = await like(b, a)
  expect(second.ok()).toBe(true)
  expect(await second.json()).toEqual({ isMatch: true })
}

export async function pair(
  browser: Browser,
  baseURL: string | undefined,
  contextOptions: BrowserContextOptions = {},
) {
  const base = baseURL!
  const anna = await newMember(browser, base, 'Anna', 'female', contextOptions)
  const pavel = await newMember(browser, base, 'Pavel', 'male', contextOptions)
  await makeMatch(anna, pavel, base)
  return { anna, pavel }
}
