import type { hc } from 'hono/client'
import { describe, expectTypeOf, it } from 'vitest'
import type { AppType } from './app.ts'
import type { CurrentUser, PublicProfile } from './users/profile-shapes.ts'

type Client = ReturnType<typeof hc<AppType>>

// Type-level contract: the web client typed from AppType sees each route's answers.
describe('AppType', () => {
  it('types the sign-up body from the shared schema', () => {
    type Signup = Parameters<Client['api']['auth']['signup']['$post']>[0]['json']
    expectTypeOf<Signup>().toHaveProperty('email').toEqualTypeOf<string>()
    expectTypeOf<Signup>().toHaveProperty('birthDate').toEqualTypeOf<string>()
    expectTypeOf<Signup>().toHaveProperty('gender').toEqualTypeOf<'male' | 'female'>()
  })

  it('types the statuses of sign-in and profile answers', () => {
    type Login = Awaited<ReturnType<Client['api']['auth']['login']['$post']>>
    expectTypeOf<Login['status']>().toEqualTypeOf<200 | 400 | 401 | 403 | 429>()
    type Profile = Awaited<ReturnType<Client['api']['users'][':id']['$get']>>
    type Found = Awaited<ReturnType<Extract<Profile, { status: 200 }>['json']>>
    expectTypeOf<Found['id']>().toEqualTypeOf<PublicProfile['id']>()
    expectTypeOf<Found>().not.toHaveProperty('email')
    type Me = Awaited<
      ReturnType<
        Extract<Awaited<ReturnType<Client['api']['auth']['user']['$get']>>, { status: 200 }>['json']
      >
    >
    expectTypeOf<Me['email']>().toEqualTypeOf<CurrentUser['email']>()
  })
})
