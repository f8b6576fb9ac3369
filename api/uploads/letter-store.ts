import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { EXTENSION_OF, typeOfStoredName, type SniffedType } from './file-signature.ts'
import { unlessMissing } from './missing-file.ts'

/** What a letter's reference starts with, whichever store keeps it. */
export const LETTER_PREFIX = 'uploads/deacon-letters/'
/** The store's file names: `<userId>-<uuid>.<ext>`. */
const STORED_NAME = /^(\d+)-[^/]+$/

/** A new letter's file name: its member, then a random part no one can guess. */
export const newLetterName = (userId: number, type: SniffedType) =>
  `${userId}-${randomUUID()}.${EXTENSION_OF[type]}`

/** The member a stored letter's file name belongs to, or null when the store did not write it. */
export function letterOwner(name: string): number | null {
  const owner = STORED_NAME.exec(name)?.[1]
  return owner ? Number(owner) : null
}

/**
 * The file name of a letter reference this member uploaded (the store names files `<userId>-…`),
 * or null when the reference is not theirs or would reach outside the letters' folder.
 */
export function letterNameOf(userId: number, reference: string): string | null {
  const name = reference.slice(LETTER_PREFIX.length)
  const theirs =
    reference.startsWith(`${LETTER_PREFIX}${userId}-`) &&
    !reference.includes('..') &&
    !name.includes('/')
  return theirs ? name : null
}

/** One stored letter file: its reference, the member who uploaded it, when it was written. */
export interface StoredLetter {
  reference: string
  userId: number
  storedAt: Date
}

/** Where uploaded deacon letters are kept: private files, never served by the app. */
export interface LetterStore {
  /** Stores the letter and answers its reference (the member's deaconLetterUrl). */
  save(userId: number, bytes: Uint8Array, type: SniffedType): Promise<string>
  /** Deletes one of the member's letters (one they replaced); false when it is not theirs or gone. */
  delete(userId: number, reference: string): Promise<boolean>
  /** Deletes every letter the member ever uploaded (account deletion); answers how many. */
  deleteAllOf(userId: number): Promise<number>
  /** Every stored letter with its file's modification time (for the sweep of unsaved uploads). */
  list(): Promise<StoredLetter[]>
  /** Whether this member's letter is stored: theirs, and not deleted (replaced, or swept unsaved). */
  has(userId: number, reference: string): Promise<boolean>
  /** The letter's bytes and type, for a moderator's review; null when it is not theirs or gone. */
  read(userId: number, reference: string): Promise<StoredLetterFile | null>
}

/** A stored letter as a moderator reads it. */
export interface StoredLetterFile {
  bytes: Uint8Array<ArrayBuffer>
  type: SniffedType
}

/** Files under `directory` (DATA_DIR/uploads), readable by the server's user only. */
export function directoryLetterStore(directory: string): LetterStore {
  const folder = join(directory, 'deacon-letters')
  const storedNames = () => readdir(folder).catch(unlessMissing<string[]>([]))
  /** The file of this member's letter reference, or null when the reference is not theirs. */
  const fileOf = (userId: number, reference: string) => {
    const name = letterNameOf(userId, reference)
    return name === null ? null : join(folder, name)
  }
  return {
    async save(userId, bytes, type) {
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const name = newLetterName(userId, type)
      const file = join(folder, name)
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
        // A write that failed midway (a full disk) leaves no part of the letter behind.
        await rm(file, { force: true })
        throw error
      })
      return `${LETTER_PREFIX}${name}`
    },
    async delete(userId, reference) {
      const file = fileOf(userId, reference)
      if (!file) return false
      // unlink, not rm: rm answers success for a file another call deleted meanwhile, and two
      // deletes of one file (two sweeps) must count it once.
      return unlink(file).then(() => true, unlessMissing(false))
    },
    async deleteAllOf(userId) {
      // A re-upload leaves the earlier files too: every `<userId>-…` file is this member's.
      const theirs = (await storedNames()).filter((name) => name.startsWith(`${userId}-`))
      await Promise.all(theirs.map((name) => rm(join(folder, name), { force: true })))
      return theirs.length
    },
    async has(userId, reference) {
      const file = fileOf(userId, reference)
      if (!file) return false
      const stats = await stat(file).catch(unlessMissing(undefined))
      return stats?.isFile() === true
    },
    async read(userId, reference) {
      const file = fileOf(userId, reference)
      const type = file && typeOfStoredName(file)
      if (!file || !type) return null
      const bytes = await readFile(file).catch(unlessMissing(null))
      return bytes && { bytes: new Uint8Array(bytes), type }
    },
    async list() {
      const found = await Promise.all(
        (await storedNames()).map(async (name): Promise<StoredLetter[]> => {
          const userId = letterOwner(name)
          if (userId === null) return [] // not a file this store wrote
          // Gone since the folder was read (deleted by its member or another sweep): not listed.
          const stats = await stat(join(folder, name)).catch(unlessMissing(undefined))
          if (!stats?.isFile()) return []
          const reference = `${LETTER_PREFIX}${name}`
          return [{ reference, userId, storedAt: stats.mtime }]
        }),
      )
      return found.flat()
    },
  }
}
