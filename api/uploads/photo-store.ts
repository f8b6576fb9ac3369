import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { unlessMissing } from './missing-file.ts'

/**
 * The files of members' photos (docs/photos.md): `<userId>-<uuid>-<size>.webp`, one per size
 * the server made of a photo. (Before the gallery, one upload per member was kept as
 * `<userId>-<uuid>.<jpg|png|webp>`: api/photos/legacy-photos.ts moves those into the gallery.)
 * With object storage (STORAGE_URL) the port is bucketPhotoStore (s3-photo-store.ts): keys are
 * the file names under `profile-photos/`, deleteAllOf lists the prefix `<userId>-`.
 */
const PHOTO_FILE = /^(\d+)-[0-9a-f-]{36}(?:-(?:thumb|card|full)\.webp|\.(?:jpg|png|webp))$/

/** The member a stored photo file belongs to, or null when it is not such a name. */
export function photoFileOwner(file: string): number | null {
  const owner = PHOTO_FILE.exec(file)?.[1]
  return owner ? Number(owner) : null
}

/**
 * Where each file of a set goes (`placeOf` answers null for a name that is not a photo file),
 * checked for all before any is written: a set with one such name throws and writes nothing.
 */
export function placePhotoFiles(
  files: ReadonlyMap<string, Uint8Array>,
  placeOf: (file: string) => string | null,
): { place: string; bytes: Uint8Array }[] {
  return [...files].map(([file, bytes]) => {
    const place = placeOf(file)
    if (!place) throw new Error(`Not a photo file name: ${file}`)
    return { place, bytes }
  })
}

export interface PhotoStore {
  /** Writes the files (name → bytes) of one photo; a name that is not a photo file is refused. */
  write(files: ReadonlyMap<string, Uint8Array>): Promise<void>
  /** The bytes of one file, or null when it is not a photo file or not there. */
  read(file: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** Deletes the files; names that are not photo files or are gone are skipped. */
  delete(files: readonly string[]): Promise<void>
  /** Deletes every photo file the member ever stored (account deletion); answers how many. */
  deleteAllOf(userId: number): Promise<number>
}

/** Files under `directory` (DATA_DIR/uploads), readable by the server's user only. */
export function directoryPhotoStore(directory: string): PhotoStore {
  const folder = join(directory, 'profile-photos')
  /** The path of a photo file; null for anything else, so no name reaches outside the folder. */
  const pathOf = (file: string) => (photoFileOwner(file) === null ? null : join(folder, file))
  return {
    async write(files) {
      const placed = placePhotoFiles(files, pathOf)
      await mkdir(folder, { recursive: true, mode: 0o700 })
      for (const { place, bytes } of placed) {
        await writeFile(place, bytes, { mode: 0o600, flag: 'wx' })
      }
    },
    async read(file) {
      const path = pathOf(file)
      if (!path) return null
      const bytes = await readFile(path).catch(unlessMissing(null))
      return bytes ? new Uint8Array(bytes) : null
    },
    async delete(files) {
      const paths = files.map(pathOf).filter((path) => path !== null)
      await Promise.all(paths.map((path) => rm(path, { force: true })))
    },
    async deleteAllOf(userId) {
      const names = await readdir(folder).catch(unlessMissing<string[]>([]))
      const theirs = names.filter((name) => photoFileOwner(name) === userId)
      await Promise.all(theirs.map((name) => rm(join(folder, name), { force: true })))
      return theirs.length
    },
  }
}
