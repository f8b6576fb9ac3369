import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { profileNamingLetter } from '../testing/profiles.ts'

const database = useTestDatabase()
let dataDir: string
beforeEach(async () => {
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-uploads-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const PDF = new TextEncoder().encode('%PDF-1.7\n% a letter from Fr. Ioan\n')
const letterFolder = () => join(dataDir, 'uploads', 'deacon-letters')
const storedFiles = () => {
  try {
    return readdirSync(letterFolder())
  } catch {
    return []
  }
}

async function setup() {
  const member = await insertMember(database.db)
  const cookie = await sessionCookie(database.db, member.id)
  const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir }) })
  const upload = (parts: Record<string, Blob | string>, signedIn = true) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(parts)) form.append(name, value)
    return app.request('/api/upload/deacon-letter', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...(signedIn ? { cookie } : {}) },
      body: form,
    })
  }
  const saveProfile = async (deaconLetterUrl: string) =>
    app.request('/api/profile', {
      method: 'POST',
      headers: jsonHeaders(cookie),
      body: await profileNamingLetter(database.db, member.id, deaconLetterUrl),
    })
  return { member, upload, app, saveProfile }
}

describe('a deacon letter swept as unsaved', () => {
  it('cannot be named by a profile submitted later (queued offline a day): 400, nothing changes', async () => {
    const { member, upload, saveProfile } = await setup()
    const url = (await (await upload({ deaconLetter: new File([PDF], 'letter.pdf') })).json())
      .url as string
    // What the sweep does to an upload no profile named for a day (api/uploads/letter-sweep.ts).
    rmSync(join(dataDir, url), { force: true })
    const response = await saveProfile(url)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'deaconLetterUrl: Upload the letter first',
    })
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(row!.deaconLetterUrl).toBeNull()
    expect(row!.profileCompletionStep).toBe(0)
  })
})

describe('a replaced deacon letter', () => {
  it('is deleted once the profile names another letter or none; the one named is kept', async () => {
    const { upload, saveProfile } = await setup()
    const uploadLetter = async () =>
      (await (await upload({ deaconLetter: new File([PDF], 'letter.pdf') })).json()).url as string
    const first = await uploadLetter()
    expect((await saveProfile(first)).status).toBe(200)
    expect((await saveProfile(first)).status).toBe(200) // saved again: still the same letter
    expect(storedFiles()).toEqual([first.split('/').pop()])

    const second = await uploadLetter()
    expect((await saveProfile(second)).status).toBe(200)
    expect(storedFiles()).toEqual([second.split('/').pop()])

    expect((await saveProfile('')).status).toBe(200)
    expect(storedFiles()).toEqual([])
  })
})

describe('POST /api/upload/deacon-letter', () => {
  it('stores a PDF privately under DATA_DIR/uploads and answers its reference', async () => {
    const { member, upload, app } = await setup()
    const response = await upload({ deaconLetter: new File([PDF], 'letter.pdf') })
    expect(response.status).toBe(201)
    const { url } = await response.json()
    const [name] = storedFiles()
    expect(url).toBe(`uploads/deacon-letters/${name}`)
    expect(name).toMatch(new RegExp(`^${member.id}-[0-9a-f-]+\\.pdf$`))
    expect(readFileSync(join(letterFolder(), name!))).toEqual(Buffer.from(PDF))
    expect(statSync(join(letterFolder(), name!)).mode & 0o077).toBe(0)
    // Never served: not under /api, and the app serves no /uploads path.
    expect((await app.request(`/${url}`)).status).toBe(404)
  })

  it('keeps an iPhone photo of the letter (HEIC) as a .heic file', async () => {
    const { member, upload } = await setup()
    const heic = new Uint8Array([
      ...[0, 0, 0, 24],
      ...new TextEncoder().encode('ftypheic'),
      ...[0, 0, 0, 0],
      ...new TextEncoder().encode('mif1heic'),
      ...new Uint8Array(64),
    ])
    const response = await upload({
      deaconLetter: new File([heic], 'IMG_0042.HEIC', { type: 'image/heic' }),
    })
    expect(response.status).toBe(201)
    const [name] = storedFiles()
    expect(name).toMatch(new RegExp(`^${member.id}-[0-9a-f-]+\\.heic$`))
    expect(readFileSync(join(letterFolder(), name!))).toEqual(Buffer.from(heic))
  })

  it('judges the bytes, not the claimed type: a script called letter.pdf is refused', async () => {
    const { upload } = await setup()
    const script = new File(['<svg onload="alert(1)"/>'], 'letter.pdf', {
      type: 'application/pdf',
    })
    const response = await upload({ deaconLetter: script })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ message: 'Please upload a PDF or image file.' })
    expect(storedFiles()).toEqual([])
  })

  it('refuses a file over 5 MB with the spec message and stores nothing', async () => {
    const { upload } = await setup()
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PDF)
    const response = await upload({ deaconLetter: new File([big], 'big.pdf') })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      message: 'Please upload a file smaller than 5MB.',
    })
    expect(storedFiles()).toEqual([])
  })

  it('400s without the deaconLetter file, and 401s signed out', async () => {
    const { upload } = await setup()
    const missing = await upload({ letter: new File([PDF], 'letter.pdf') })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: 'deaconLetter: Choose a file to upload' })
    const text = await upload({ deaconLetter: 'not a file' })
    expect(text.status).toBe(400)
    const signedOut = await upload({ deaconLetter: new File([PDF], 'letter.pdf') }, false)
    expect(signedOut.status).toBe(401)
    expect(storedFiles()).toEqual([])
  })
})
