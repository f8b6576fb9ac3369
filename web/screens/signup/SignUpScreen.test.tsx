import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedOutDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'
import { yearsBefore } from '#shared/domain/age.ts'

const SIGNUP = 'POST /api/auth/signup'

let server: FakeApi
beforeEach(async () => {
  server = await signedOutDevice()
})

/** The forms the server was sent. */
const signUpsSent = () => server.requestsTo(SIGNUP).map((request) => request.body)

async function fill(user: ReturnType<typeof renderApp>['user'], birthDate: string) {
  await screen.findByRole('heading', { level: 1, name: 'Create your account' })
  await user.type(screen.getByLabelText('Email'), 'Anna@Example.com')
  await user.type(screen.getByLabelText('Password'), 'long-enough')
  await user.type(screen.getByLabelText('First name'), 'Anna')
  await user.type(screen.getByLabelText('Last name'), 'Ivanova')
  // The phone's date picker fills the field with the date; typing into it is not how it is used.
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: birthDate } })
  await user.selectOptions(screen.getByLabelText('Gender'), 'female')
  await user.selectOptions(screen.getByLabelText('Looking for'), 'male')
  await user.click(screen.getByRole('button', { name: 'Create account' }))
}

describe('sign-up screen', () => {
  it('asks for the date of birth with the date picker, offering no day under 18', async () => {
    renderApp('/signup')
    const birthDate = await screen.findByLabelText('Date of birth')
    expect(birthDate.getAttribute('type')).toBe('date')
    expect(birthDate.getAttribute('max')).toBe(yearsBefore(new Date(), 18))
  })

  it('refuses a member under 18 on the device, tied to the field, which gets focus', async () => {
    const { user } = renderApp('/signup')
    await fill(user, yearsBefore(new Date(), 17))
    const birthDate = screen.getByLabelText('Date of birth')
    expect(birthDate.getAttribute('aria-invalid')).toBe('true')
    const describedBy = birthDate.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'You must be 18 or older to join Orthodox Hearts',
    )
    expect(document.activeElement).toBe(birthDate)
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
    expect(screen.getByText('Please enter your date of birth')).toBeTruthy()
    expect(screen.getAllByText('Please choose male or female')).toHaveLength(2)
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
  })

  it('sends the cleaned form and shows a refusal from the server', async () => {
    server.on(
      SIGNUP,
      reply(409, { message: 'An account with this email already exists', code: 'email_taken' }),
    )
    const { user } = renderApp('/signup')
    await fill(user, '1995-04-12')
    await eventually(() => expect(signUpsSent()).toHaveLength(1))
    expect(signUpsSent()).toEqual([
      {
        email: 'anna@example.com',
        password: 'long-enough',
        firstName: 'Anna',
        lastName: 'Ivanova',
        birthDate: '1995-04-12',
        gender: 'female',
        lookingFor: 'male',
        language: 'en',
      },
    ])
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email already exists',
    )
  })

  it('ties the server’s refusal of the date of birth to the field, in words', async () => {
    // The device's clock may be a day ahead of the server's: the server has the last word.
    server.on(
      SIGNUP,
      reply(400, {
        message: 'birthDate: You must be 18 or older to join Orthodox Hearts',
        code: 'validation_failed',
      }),
    )
    const { user } = renderApp('/signup')
    await fill(user, '1995-04-12')
    const birthDate = screen.getByLabelText('Date of birth')
    await eventually(() => expect(birthDate.getAttribute('aria-invalid')).toBe('true'))
    expect(
      document.getElementById(birthDate.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('You must be 18 or older to join Orthodox Hearts')
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
    await fill(user, '1995-04-12')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-ups from this network. Please try again later.',
    )
  })
})
