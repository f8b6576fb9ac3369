import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedOutDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const SIGNUP = 'POST /api/auth/signup'

let server: FakeApi
beforeEach(async () => {
  server = await signedOutDevice()
})

/** The forms the server was sent. */
const signUpsSent = () => server.requestsTo(SIGNUP).map((request) => request.body)

async function fill(user: ReturnType<typeof renderApp>['user'], age: string) {
  await screen.findByRole('heading', { level: 1, name: 'Create your account' })
  await user.type(screen.getByLabelText('Email'), 'Anna@Example.com')
  await user.type(screen.getByLabelText('Password'), 'long-enough')
  await user.type(screen.getByLabelText('First name'), 'Anna')
  await user.type(screen.getByLabelText('Last name'), 'Ivanova')
  await user.type(screen.getByLabelText('Age'), age)
  await user.selectOptions(screen.getByLabelText('Gender'), 'female')
  await user.selectOptions(screen.getByLabelText('Looking for'), 'male')
  await user.click(screen.getByRole('button', { name: 'Create account' }))
}

describe('sign-up screen', () => {
  it('refuses an age under 18 on the device, tied to the field, which gets focus', async () => {
    const { user } = renderApp('/signup')
    await fill(user, '17')
    const age = screen.getByLabelText('Age')
    expect(age.getAttribute('aria-invalid')).toBe('true')
    const describedBy = age.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Must be at least 18')
    expect(document.activeElement).toBe(age)
    // A sign-up goes through a few awaits before its fetch: give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(signUpsSent()).toEqual([])
  })

  it('names every missing field and focuses the first', async () => {
    const { user } = renderApp('/signup')
    await screen.findByRole('heading', { level: 1, name: 'Create your account' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('Email is required')).toBeTruthy()
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy()
    expect(screen.getByText('First name is required')).toBeTruthy()
    expect(screen.getByText('Age must be a number')).toBeTruthy()
    expect(screen.getAllByText('Please choose male or female')).toHaveLength(2)
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
  })

  it('sends the cleaned form and shows a refusal from the server', async () => {
    server.on(
      SIGNUP,
      reply(409, { message: 'An account with this email already exists', code: 'email_taken' }),
    )
    const { user } = renderApp('/signup')
    await fill(user, '30')
    await eventually(() => expect(signUpsSent()).toHaveLength(1))
    expect(signUpsSent()).toEqual([
      {
        email: 'anna@example.com',
        password: 'long-enough',
        firstName: 'Anna',
        lastName: 'Ivanova',
        age: 30,
        gender: 'female',
        lookingFor: 'male',
        language: 'en',
      },
    ])
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email already exists',
    )
  })

  it('too many sign-ups from one network: says so in words, not the server’s English wait', async () => {
    server.on(
      SIGNUP,
      reply(429, {
        message: 'Too many sign-ups from this network. Please try again in 42 minutes.',
        code: 'rate_limited',
      }),
    )
    const { user } = renderApp('/signup')
    await fill(user, '30')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-ups from this network. Please try again later.',
    )
  })
})
