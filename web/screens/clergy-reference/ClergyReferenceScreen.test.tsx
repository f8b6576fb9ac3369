import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localDay } from '#shared/schemas/clergy.ts'
import { currentMember } from '../../data/current-member.ts'
import { db } from '../../data/db.ts'
import { reply, unreachable, type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, serverTakesConsent, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const DRAFT_KEY = `clergy-reference:${demoMember.id}`
const SUBMIT = 'POST /api/clergy-reference'

/** The reference as POST /api/clergy-reference stores and answers it (201). */
const stored = ({ body }: SeenRequest) =>
  reply(201, {
    ...body,
    id: 1,
    statusOther: body?.statusOther ?? null,
    status: 'submitted',
    reviewedAt: null,
    reviewReason: null,
    createdAt: '2026-03-01T12:00:00.000Z',
  })

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
  server.on(SUBMIT, stored)
})

/** The references the server was sent, one entry per submit. */
const sent = () => server.requestsTo(SUBMIT).map((request) => request.body)

async function openForm() {
  const view = renderApp('/clergy-reference')
  await screen.findByRole('heading', { level: 1, name: 'Clergy Reference Form' })
  await screen.findByRole('heading', { name: 'Online Form' })
  return view
}

const group = (name: string) => screen.getByRole('group', { name })
const checked = (name: string) =>
  within(group(name))
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')!.textContent!.trim())

async function fillNames(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(screen.getByLabelText("Parishioner's full name"), 'Eleni Pappas')
  await user.type(screen.getByLabelText('Church name'), 'St. Andrew')
  await user.selectOptions(
    screen.getByLabelText('Church jurisdiction'),
    'Greek Orthodox Archdiocese of America',
  )
  await user.type(screen.getByLabelText('Clergy name'), 'Fr. Nicholas')
  await user.type(screen.getByLabelText('Parish name'), 'St. Andrew Parish')
  await user.type(screen.getByLabelText('Signature (type your full name)'), 'Nicholas Kostas')
}

describe('clergy reference form', () => {
  it('asks a member without consent for it first, then shows the form', async () => {
    const member = { ...demoMember, religiousDataConsentAt: null }
    server = await signedInDevice(member)
    serverTakesConsent(server, member)
    const { user } = renderApp('/clergy-reference')
    await screen.findByRole('heading', { name: 'Your consent is needed' })
    expect(screen.queryByRole('group', { name: 'Form version' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    expect(await screen.findByRole('heading', { name: 'Online Form' })).toBeTruthy()
    expect(server.requestsTo('PUT /api/privacy/consent').map((request) => request.body)).toEqual([
      { religiousData: true },
    ])
    // The device holds the member as the server now names them: with consent.
    expect((await currentMember())?.religiousDataConsentAt).toBe('2026-02-01T10:00:00.000Z')
  })

  it('opens online with the spec defaults: baptized, every answer yes, priest, dated today', async () => {
    await openForm()
    const toggle = group('Form version')
    expect(
      within(toggle).getByRole('button', { name: 'Online Form' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(
      within(toggle).getByRole('button', { name: 'Print Form' }).getAttribute('aria-pressed'),
    ).toBe('false')
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe(
      '/profile',
    )
    for (const section of ['Parishioner Information', 'Clergy Evaluation', 'Clergy Information'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy()
    expect(checked('Status with the Church')).toEqual(['Baptized'])
    for (const question of [
      'Adheres to the doctrine of the Orthodox Church',
      'Attends the Divine Liturgy regularly',
      'Goes to confession regularly',
      'Observes the fasts of the Church',
      'Is currently unmarried',
    ])
      expect(checked(question)).toEqual(['Yes'])
    expect(checked('Title')).toEqual(['Priest'])
    expect(screen.getByLabelText('Date')).toHaveProperty('value', localDay(new Date()))
    expect(screen.getByRole('button', { name: 'Submit Reference Form' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Print Version' })).toBeTruthy()
  })

  it('reveals the specify field only while the status is other', async () => {
    const { user } = await openForm()
    expect(screen.queryByLabelText('Please specify')).toBeNull()
    await user.click(within(group('Status with the Church')).getByLabelText('Other'))
    await user.type(screen.getByLabelText('Please specify'), 'Inquirer')
    await user.click(within(group('Status with the Church')).getByLabelText('Catechumen'))
    expect(screen.queryByLabelText('Please specify')).toBeNull()
  })

  it('shows each spec message by its field, focuses the first and sends nothing', async () => {
    const { user } = await openForm()
    await user.clear(screen.getByLabelText('Date'))
    await user.click(screen.getByRole('button', { name: 'Submit Reference Form' }))
    const expected: [string, string][] = [
      ["Parishioner's full name", 'Full name is required'],
      ['Church name', 'Church name is required'],
      ['Church jurisdiction', 'Church jurisdiction is required'],
      ['Clergy name', 'Clergy name is required'],
      ['Parish name', 'Parish name is required'],
      ['Signature (type your full name)', 'Signature is required'],
      ['Date', 'Date is required'],
    ]
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
        message,
      )
    }
    expect(document.activeElement).toBe(screen.getByLabelText("Parishioner's full name"))
    expect(sent()).toEqual([])
  })

  it('switches to the blank paper form and back, keeping what was typed', async () => {
    // window.print opens the browser's print dialog, which happy-dom has not: stood in for.
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const { user } = await openForm()
    await user.type(screen.getByLabelText('Church name'), 'St. Andrew')
    await user.click(screen.getByRole('button', { name: 'Print Version' }))
    const heading = await screen.findByRole('heading', { name: 'Print Form' })
    expect(document.activeElement).toBe(heading)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByText('Excommunicated')).toBeTruthy()
    expect(screen.getByText('Church jurisdiction')).toBeTruthy()
    expect(
      within(group('Form version'))
        .getByRole('button', { name: 'Print Form' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    const buttons = screen.getAllByRole('button', { name: 'Print Form' })
    await user.click(buttons.find((button) => !button.hasAttribute('aria-pressed'))!)
    expect(print).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Switch to Online Form' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Online Form' }))
    expect(screen.getByLabelText('Church name')).toHaveProperty('value', 'St. Andrew')
  })

  it('keeps the half-filled form in the drafts table and reopens it', async () => {
    const first = await openForm()
    await first.user.type(screen.getByLabelText('Church name'), 'St. Andrew')
    await first.user.click(within(group('Title')).getByLabelText('Deacon'))
    await waitFor(async () =>
      expect((await db.drafts.get(DRAFT_KEY))?.value).toMatchObject({
        values: { churchName: 'St. Andrew', clergyTitle: 'deacon' },
      }),
    )
    first.unmount()
    await openForm()
    expect(screen.getByLabelText('Church name')).toHaveProperty('value', 'St. Andrew')
    expect(checked('Title')).toEqual(['Deacon'])
  })

  it('submits, says so, refreshes the member and goes to /profile; the draft is gone', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.on(SUBMIT, async (request: SeenRequest) => {
      await held
      // The server marks the member's clergy verification pending review (api/clergy/references.ts).
      server.signIn({ ...demoMember, clergyVerificationStatus: 'pending' })
      return stored(request)
    })
    const { user } = await openForm()
    await fillNames(user)
    await user.click(within(group('Observes the fasts of the Church')).getByLabelText('Partially'))
    await user.click(screen.getByRole('button', { name: 'Submit Reference Form' }))
    expect(
      (await screen.findByRole('button', { name: 'Submitting...' })).hasAttribute('disabled'),
    ).toBe(true)
    release()
    expect(await screen.findByText('Clergy Reference Submitted')).toBeTruthy()
    expect(
      screen.getByText('Your clergy reference form has been successfully submitted for review.'),
    ).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/profile'))
    // The session was refreshed: the device holds the member as the server now names them.
    expect((await currentMember())?.clergyVerificationStatus).toBe('pending')
    expect(sent()).toEqual([
      {
        fullName: 'Eleni Pappas',
        churchName: 'St. Andrew',
        churchJurisdiction: 'Greek Orthodox Archdiocese of America',
        statusWithChurch: 'baptized',
        adheresToDoctrine: 'yes',
        attendsLiturgy: 'yes',
        confessionRegularly: 'yes',
        observesFasts: 'partial',
        currentlyUnmarried: 'yes',
        clergyName: 'Fr. Nicholas',
        clergyTitle: 'priest',
        parishName: 'St. Andrew Parish',
        signature: 'Nicholas Kostas',
        date: localDay(new Date()),
      },
    ])
    expect(await db.drafts.get(DRAFT_KEY)).toBeUndefined()
  })

  it('offline: says it needs a connection, stays and keeps the draft', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.on(SUBMIT, unreachable)
    const { user } = await openForm()
    await fillNames(user)
    await user.click(screen.getByRole('button', { name: 'Submit Reference Form' }))
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(window.location.pathname).toBe('/clergy-reference')
    expect((await db.drafts.get(DRAFT_KEY))?.value).toMatchObject({
      values: { fullName: 'Eleni Pappas', signature: 'Nicholas Kostas' },
    })
  })

  it('a refused submit shows the spec error toast and the field message, and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // The API's validation refusal (api/http/validation.ts), naming the field.
    server.on(
      SUBMIT,
      reply(400, {
        message: 'parishName: Parish name is required',
        code: 'validation_failed',
        field: 'parishName',
      }),
    )
    const { user } = await openForm()
    await fillNames(user)
    await user.click(screen.getByRole('button', { name: 'Submit Reference Form' }))
    expect(
      await screen.findByText('Failed to submit clergy reference. Please try again.'),
    ).toBeTruthy()
    expect(screen.getByText('Parish name is required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Parish name'))
    expect(window.location.pathname).toBe('/clergy-reference')
  })
})
