import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../db/connect.ts'
import { insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { directoryLetterStore, type LetterStore } from './letter-store.ts'
import {
  LETTER_SWEEP_INTERVAL_MS,
  UNSAVED_LETTER_GRACE_MS,
  scheduleLetterSweep,
  sweepUnsavedLetters,
} from './letter-sweep.ts'
import { eventually } from '#shared/testing/eventually.ts'

/** Uploaded deacon letters no profile names are deleted after the grace (docs/privacy.md). */

const database = useTestDatabase()
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const PDF = new TextEncoder().encode('%PDF-1.7\n')
const HOUR = 60 * 60 * 1000

let dataDir: string
let letters: LetterStore
beforeEach(async () => {
  await database.reset()
  dataDir = await mkdtemp(join(tmpdir(), 'oh-letter-sweep-'))
  letters = directoryLetterStore(join(dataDir, 'uploads'))
})
afterEach(async () => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  await rm(dataDir, { recursive: true, force: true })
})

const folder = () => join(dataDir, 'uploads', 'deacon-letters')
/** The references of the letter files on disk, sorted. */
const stored = async () =>
  (await readdir(folder()).catch(() => [])).map((name) => `uploads/deacon-letters/${name}`).sort()

/** A letter the member uploaded `ageMs` before the clock's now (its file's modification time). */
async function letterUploaded(userId: number, ageMs: number): Promise<string> {
  const reference = await letters.save(userId, PDF, 'application/pdf')
  const at = new Date(clock.now().getTime() - ageMs)
  await utimes(join(folder(), reference.split('/').at(-1)!), at, at)
  return reference
}

const sweep = (db = database.db, store = letters) =>
  sweepUnsavedLetters({ db, letters: store, clock: clock.now })

describe('the sweep of unsaved deacon letters', () => {
  it('deletes an upload no profile names once it is older than the grace, and answers how many', async () => {
    const member = await insertMember(database.db)
    await letterUploaded(member.id, UNSAVED_LETTER_GRACE_MS + 1000)
    await letterUploaded(member.id, 30 * 24 * HOUR)

    expect(await sweep()).toBe(2)
    expect(await stored()).toEqual([])
    expect(await sweep()).toBe(0)
  })

  it('keeps an unsaved upload younger than the grace (its profile submit may be queued offline)', async () => {
    const member = await insertMember(database.db)
    const young = await letterUploaded(member.id, UNSAVED_LETTER_GRACE_MS - HOUR)

    expect(await sweep()).toBe(0)
    expect(await stored()).toEqual([young])
  })

  it('keeps the letter a profile names however old, and deletes the same member’s unsaved one', async () => {
    const member = await insertMember(database.db)
    const named = await letterUploaded(member.id, 400 * 24 * HOUR)
    await database.db.execute(
      sql`update users set deacon_letter_url = ${named} where id = ${member.id}`,
    )
    await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS) // replaced before saving

    expect(await sweep()).toBe(1)
    expect(await stored()).toEqual([named])
  })

  it('keeps every member’s named letter while deleting each one’s unsaved uploads', async () => {
    const anna = await insertMember(database.db)
    const basil = await insertMember(database.db)
    const annas = await letterUploaded(anna.id, 3 * UNSAVED_LETTER_GRACE_MS)
    const basils = await letterUploaded(basil.id, 3 * UNSAVED_LETTER_GRACE_MS)
    await database.db.execute(
      sql`update users set deacon_letter_url = ${annas} where id = ${anna.id}`,
    )
    await database.db.execute(
      sql`update users set deacon_letter_url = ${basils} where id = ${basil.id}`,
    )
    await letterUploaded(anna.id, 2 * UNSAVED_LETTER_GRACE_MS)
    await letterUploaded(basil.id, 2 * UNSAVED_LETTER_GRACE_MS)

    expect(await sweep()).toBe(2)
    expect(await stored()).toEqual([annas, basils].sort())
  })

  it('logs a letter that cannot be deleted, leaves it, and deletes the others', async () => {
    const member = await insertMember(database.db)
    const stuck = await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)
    await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)
    await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)
    // A store whose disk refuses this one file (the real store underneath for the others).
    const failing: LetterStore = {
      ...letters,
      delete: (userId, reference) =>
        reference === stuck
          ? Promise.reject(new Error('EIO: i/o error, unlink'))
          : letters.delete(userId, reference),
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})

    expect(await sweep(database.db, failing)).toBe(2)
    expect(await stored()).toEqual([stuck])
    expect(errors).toHaveBeenCalledWith(
      `Could not delete the unsaved deacon letter ${stuck}:`,
      expect.objectContaining({ message: 'EIO: i/o error, unlink' }),
    )
  })

  it('lists only the files the store wrote, each with its member and modification time', async () => {
    const member = await insertMember(database.db)
    const letter = await letterUploaded(member.id, 5 * HOUR)
    await writeFile(join(folder(), 'notes.txt'), 'not a letter')
    await mkdir(join(folder(), `${member.id}-folder.pdf`))

    expect(await letters.list()).toEqual([
      {
        reference: letter,
        userId: member.id,
        storedAt: new Date(clock.now().getTime() - 5 * HOUR),
      },
    ])
  })
})

describe('two sweeps at once (unscheduled; the schedule runs one at a time: periodic.test.ts)', () => {
  let second: OpenedDatabase | undefined
  afterAll(() => second?.close())
  /** The other process's database: its own connections on PostgreSQL, the same PGlite otherwise. */
  async function otherProcessDb() {
    if (!onPostgres) return database.db
    second ??= await openDatabase({ kind: 'postgres', url: database.url! })
    return second.db
  }

  it('delete each file once, and neither fails', async () => {
    const other = await otherProcessDb()
    for (let round = 0; round < 3; round++) {
      const member = await insertMember(database.db)
      for (let i = 0; i < 6; i++) await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)

      const counts = await Promise.all([sweep(), sweep(other)])
      expect(counts[0] + counts[1]).toBe(6)
      expect(await stored()).toEqual([])
    }
  })
})

describe('the schedule of sweeps', () => {
  it('sweeps at start and then every hour until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const member = await insertMember(database.db)
    await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)

    const schedule = scheduleLetterSweep({ db: database.db, letters, clock: clock.now })
    await eventually(async () => expect(await stored()).toEqual([]))

    await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)
    await vi.advanceTimersByTimeAsync(LETTER_SWEEP_INTERVAL_MS)
    await eventually(async () => expect(await stored()).toEqual([]))
    expect(console.log).toHaveBeenCalledWith(
      'Deleted unsaved deacon letters (named by no profile): 1',
    )

    await schedule.stop()
    const left = await letterUploaded(member.id, 2 * UNSAVED_LETTER_GRACE_MS)
    await vi.advanceTimersByTimeAsync(3 * LETTER_SWEEP_INTERVAL_MS)
    expect(vi.getTimerCount()).toBe(0)
    expect(await stored()).toEqual([left])
  })
})
