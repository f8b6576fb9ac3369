import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localDay } from '#shared/schemas/clergy.ts'
import { db } from '../../data/db.ts'
import { resetDevice } from '../../data/testing/member.ts'
import { demoMember, refreshSession, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))
const privacy = vi.hoisted(() => ({ setReligiousDataConsent: vi.fn(async () => {}) }))
vi.mock('../../data/privacy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/privacy.ts')>()),
  ...privacy,
}))

const DRAFT_KEY = `clergy-reference:${demoMember.id}`

/** The server's POST /api/clergy-reference: answers `answer` (201 with the stored reference). */
function server(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const sent: Record<string, unknown>[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname
    if (init.method === 'POST' && path === '/api/clergy-reference') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      sent.push(body)
      return answer(body)
    }
    return new Response('{"message":"Not found"}', { status: 404 })
  })
  return sent
}

const stored = (body: Record<string, unknown>) =>
  new Response(
    JSON.stringify({
      ...body,
      id: 1,
      statusOther: body.statusOther ?? null,
      status: 'submitted',
      reviewedAt: null,
      reviewReason: null,
      createdAt: '2026-03-01T12:00:00.000Z',
    }),
    { status: 201 },
  )

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

beforeEach(async () => {
  vi.clearAllMocks()
  setSession({ status: 'signed-in', member: demoMember })
  await resetDevice(demoMember.id)
})
afterEach(() => vi.unstubAllGlobals())

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
    setSession({ status: 'signed-in', member: { ...demoMember, religiousDataConsentAt: null } })
    const { user } = renderApp('/clergy-reference')
    await screen.findByRole('heading', { name: 'Your consent is needed' })
    expect(screen.queryByRole('group', { name: 'Form version' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(true)
    expect(await screen.findByRole('heading', { name: 'Online Form' })).toBeTruthy()
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
    const sent = server(stored)
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
    expect(sent).toEqual([])
  })

  it('switches to the blank paper form and back, keeping what was typed', async () => {
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
    const sent = server(async (body) => {
      await held
      return stored(body)
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
    expect(refreshSession).toHaveBeenCalled()
    expect(sent).toEqual([
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
    server(() => Promise.reject(new TypeError('Failed to fetch')))
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
    server(
      () =>
        new Response(
          JSON.stringify({
            message: 'parishName: Parish name is required',
            code: 'validation_failed',
            field: 'parishName',
          }),
          { status: 400 },
        ),
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
