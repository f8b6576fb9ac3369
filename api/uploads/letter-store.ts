import { randomUUID } from 'node:crypto'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { EXTENSION_OF, type SniffedType } from './file-signature.ts'

const LETTER_PREFIX = 'uploads/deacon-letters/'

/** Whether a letter reference is one this member uploaded (the store names files `<userId>-…`). */
export function isLetterOf(userId: number, reference: string): boolean {
  return (
    reference.startsWith(`${LETTER_PREFIX}${userId}-`) &&
    !reference.includes('..') &&
    !reference.slice(LETTER_PREFIX.length).includes('/')
  )
}

/** Where uploaded deacon letters are kept: private files, never served by the app. */
export interface LetterStore {
  /** Stores the letter and answers its reference (the member's deaconLetterUrl). */
  save(userId: number, bytes: Uint8Array, type: SniffedType): Promise<string>
  /** Deletes one of the member's letters (one they replaced); false when it is not theirs or gone. */
  delete(userId: number, reference: string): Promise<boolean>
  /** Deletes every letter the member ever uploaded (account deletion); answers how many. */
  deleteAllOf(userId: number): Promise<number>
}

/** Files under `directory` (DATA_DIR/uploads), readable by the server's user only. */
export function directoryLetterStore(directory: string): LetterStore {
  return {
    async save(userId, bytes, type) {
      const folder = join(directory, 'deacon-letters')
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const name = `${userId}-${randomUUID()}.${EXTENSION_OF[type]}`
      await writeFile(join(folder, name), bytes, { mode: 0o600, flag: 'wx' })
      return `${LETTER_PREFIX}${name}`
    },
    async delete(userId, reference) {
      if (!isLetterOf(userId, reference)) return false
      const file = join(directory, 'deacon-letters', reference.slice(LETTER_PREFIX.length))
      return rm(file).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false
          throw error
        },
      )
    },
    async deleteAllOf(userId) {
      const folder = join(directory, 'deacon-letters')
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      // A re-upload leaves the earlier files too: every `<userId>-…` file is this member's.
      const theirs = names.filter((name) => name.startsWith(`${userId}-`))
      await Promise.all(theirs.map((name) => rm(join(folder, name), { force: true })))
      return theirs.length
    },
  }
}
