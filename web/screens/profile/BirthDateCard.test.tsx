import { screen, within, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { yearsBefore } from '#shared/domain/age.ts'
import { currentMember } from '../../data/current-member.ts'
import { reply, type SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const CONFIRM = 'PUT /api/profile/birth-date'
/** A member who joined when the app asked for an age. */
const legacy = { ...demoMember, birthDate: '1997-01-01', birthDateConfirmed: false }

const card = () => screen.findByRole('region', { name: 'Your date of birth' })

describe('date of birth of a member who joined with an age', () => {
  it('is asked on their profile and saved; the card is then gone', async () => {
    const server = await signedInDevice(legacy)
    server.on(CONFIRM, ({ body }: SeenRequest) => ({
      ...legacy,
      birthDate: body?.birthDate,
      birthDateConfirmed: true,
    }))
    const { user } = renderApp('/profile')
    const asked = await card()
    const input = within(asked).getByLabelText('Date of birth')
    expect(input.getAttribute('max')).toBe(yearsBefore(new Date(), 18))
    fireEvent.change(input, { target: { value: '1996-09-14' } })
    await user.click(within(asked).getByRole('button', { name: 'Save' }))
    await eventually(() =>
      expect(server.requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ birthDate: '1996-09-14' }]),
    )
    await eventually(() =>
      expect(screen.queryByRole('region', { name: 'Your date of birth' })).toBeNull(),
    )
    expect(await currentMember()).toMatchObject({
      birthDate: '1996-09-14',
      birthDateConfirmed: true,
    })
  })

  it('refuses a date under 18 in words, and says the server’s refusal', async () => {
    const server = await signedInDevice(legacy)
    server.on(
      CONFIRM,
      reply(409, {
        message: 'Your date of birth is already confirmed. To correct it, write to support.',
        code: 'birth_date_confirmed',
      }),
    )
    const { user } = renderApp('/profile')
    const asked = await card()
    const input = within(asked).getByLabelText('Date of birth')
    fireEvent.change(input, { target: { value: yearsBefore(new Date(), 16) } })
    await user.click(within(asked).getByRole('button', { name: 'Save' }))
    expect(within(asked).getByText('You must be 18 or older to join Orthodox Hearts')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(server.requestsTo(CONFIRM)).toEqual([])
    fireEvent.change(input, { target: { value: '1990-03-03' } })
    await user.click(within(asked).getByRole('button', { name: 'Save' }))
    expect(
      await within(asked).findByText(
        'Your date of birth is already confirmed. To correct it, write to support.',
      ),
    ).toBeTruthy()
  })

  it('is asked once: Skip puts it away for good on this device', async () => {
    await signedInDevice(legacy)
    const { user, unmount } = renderApp('/profile')
    await user.click(within(await card()).getByRole('button', { name: 'Skip' }))
    await eventually(() =>
      expect(screen.queryByRole('region', { name: 'Your date of birth' })).toBeNull(),
    )
    unmount()
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    await screen.findByRole('region', { name: 'My photos' })
    expect(screen.queryByRole('region', { name: 'Your date of birth' })).toBeNull()
  })

  it('is not asked of a member whose date of birth is confirmed', async () => {
    await signedInDevice({ ...demoMember, birthDate: '1997-01-01', birthDateConfirmed: true })
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    expect(screen.queryByRole('region', { name: 'Your date of birth' })).toBeNull()
  })
})
