import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { unlessMissing } from './missing-file.ts'
import type { ObjectBucket } from './object-bucket.ts'

/**
 * A folder used as a bucket: a key is a path under it (`profile-photos/<file>`), the layout of
 * DATA_DIR/uploads and of a bucket (docs/scaling.md). The backups copy uploads through it
 * (api/backup/), whichever store keeps them. Keys reaching outside the folder are refused.
 */
export function directoryBucket(directory: string): ObjectBucket {
  const root = resolve(directory)
  const pathOf = (key: string) => {
    const path = resolve(root, key)
    if (!path.startsWith(root + sep)) throw new Error(`Not a key inside the folder: ${key}`)
    return path
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      await writeFile(path, bytes, { mode: 0o600 })
    },
    async get(key) {
      const bytes = await readFile(pathOf(key)).catch(unlessMissing(null))
      return bytes ? new Uint8Array(bytes) : null
    },
    async has(key) {
      return (await stat(pathOf(key)).catch(unlessMissing(null)))?.isFile() ?? false
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })))
    },
    async list(prefix) {
      // The folder holding the prefix, walked whole; keys use '/' on every platform.
      const base = join(root, dirname(`${prefix}x`))
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        unlessMissing([]),
      )
      const listed = await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .map((path) => ({ path, key: relative(root, path).split(sep).join('/') }))
          .filter(({ key }) => key.startsWith(prefix))
          .map(async ({ path, key }) => ({ key, lastModified: (await stat(path)).mtime })),
      )
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    },
  }
}
