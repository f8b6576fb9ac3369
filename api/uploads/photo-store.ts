import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { EXTENSION_OF, type PhotoType } from './file-signature.ts'
import { unlessMissing } from './missing-file.ts'

/** The store's file names: `<userId>-<uuid>.<ext>`, nothing else (no path, no `..`). */
const PHOTO_NAME = /^(\d+)-[0-9a-f-]{36}\.(jpg|png|webp)$/
const TYPE_OF_EXTENSION: Record<string, PhotoType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** The member a stored photo's file name belongs to, or null when it is not such a name. */
export function photoOwner(name: string): number | null {
  const owner = PHOTO_NAME.exec(name)?.[1]
  return owner ? Number(owner) : null
}

/** A stored photo's bytes and the type they were sniffed as. */
export interface StoredPhoto {
  bytes: Uint8Array<ArrayBuffer>
  type: PhotoType
}

/** Where members' profile photos are kept (docs/privacy.md "Profile photo"). */
export interface PhotoStore {
  /** Stores the photo and answers its file name (`<userId>-<uuid>.<ext>`). */
  save(userId: number, bytes: Uint8Array, type: PhotoType): Promise<string>
  /** The photo of this file name, or null when it is not one this store keeps. */
  read(name: string): Promise<StoredPhoto | null>
  /** Deletes one photo (a replaced or removed one); false when it is not a photo name or gone. */
  delete(name: string): Promise<boolean>
  /** Deletes every photo the member ever stored (account deletion); answers how many. */
  deleteAllOf(userId: number): Promise<number>
}

/** Files under `directory` (DATA_DIR/uploads), readable by the server's user only. */
export function directoryPhotoStore(directory: string): PhotoStore {
  const folder = join(directory, 'profile-photos')
  /** The file of a photo name; null for anything else, so no name reaches outside the folder. */
  const fileOf = (name: string) => (photoOwner(name) === null ? null : join(folder, name))
  return {
    async save(userId, bytes, type) {
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const name = `${userId}-${randomUUID()}.${EXTENSION_OF[type]}`
      await writeFile(join(folder, name), bytes, { mode: 0o600, flag: 'wx' })
      return name
    },
    async read(name) {
      const file = fileOf(name)
      if (!file) return null
      const bytes = await readFile(file).catch(unlessMissing(null))
      const type = TYPE_OF_EXTENSION[name.split('.').pop() ?? '']
      return bytes && type ? { bytes: new Uint8Array(bytes), type } : null
    },
    async delete(name) {
      const file = fileOf(name)
      if (!file) return false
      return unlink(file).then(() => true, unlessMissing(false))
    },
    async deleteAllOf(userId) {
      const names = await readdir(folder).catch(unlessMissing<string[]>([]))
      const theirs = names.filter((name) => photoOwner(name) === userId)
      await Promise.all(theirs.map((name) => rm(join(folder, name), { force: true })))
      return theirs.length
    },
  }
}
