import type { hc } from 'hono/client'
import { describe, expectTypeOf, it } from 'vitest'
import type { ConversationPage, Message } from '#shared/schemas/messages.ts'
import type { AppType } from '../app.ts'

type Client = ReturnType<typeof hc<AppType>>

// Type-level contract: the web's typed client sees the messaging answers.
describe('AppType, messaging', () => {
  it('types the send body and its answers', () => {
    type Send = Client['api']['messages']['$post']
    type Body = Parameters<Send>[0]['json']
    expectTypeOf<Body['content']>().toEqualTypeOf<string>()
    expectTypeOf<Body['clientId']>().toEqualTypeOf<string>()
    type Answer = Awaited<ReturnType<Send>>
    expectTypeOf<Answer['status']>().toEqualTypeOf<200 | 201 | 400 | 403 | 409 | 429>()
    type Sent = Awaited<ReturnType<Extract<Answer, { status: 201 }>['json']>>
    expectTypeOf<Sent['id']>().toEqualTypeOf<Message['id']>()
  })

  it('types the conversation page', () => {
    type Get = Client['api']['conversations'][':userId'][':partnerId']['$get']
    type Page = Awaited<ReturnType<Extract<Awaited<ReturnType<Get>>, { status: 200 }>['json']>>
    expectTypeOf<Page['partnerLastReadMessageId']>().toEqualTypeOf<
      ConversationPage['partnerLastReadMessageId']
    >()
    expectTypeOf<Page['hasOlder']>().toEqualTypeOf<boolean>()
  })
})
