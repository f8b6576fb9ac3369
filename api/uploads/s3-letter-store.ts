import {
  LETTER_PREFIX,
  letterNameOf,
  letterOwner,
  newLetterName,
  type LetterStore,
} from './letter-store.ts'
import { typeOfStoredName } from './file-signature.ts'
import type { ObjectBucket } from './object-bucket.ts'

/** The folder of letter objects: the same layout as DATA_DIR/uploads, so files can be copied. */
const LETTER_FOLDER = 'deacon-letters/'

/**
 * Deacon letters as objects `deacon-letters/<name>` of a bucket (docs/scaling.md), with the same
 * references as the directory store, so the profiles' deaconLetterUrl stay valid after a move.
 */
export function bucketLetterStore(bucket: ObjectBucket): LetterStore {
  const keyOf = (userId: number, reference: string) => {
    const name = letterNameOf(userId, reference)
    return name === null ? null : LETTER_FOLDER + name
  }
  return {
    async save(userId, bytes, type) {
      const name = newLetterName(userId, type)
      await bucket.put(LETTER_FOLDER + name, bytes, type)
      return `${LETTER_PREFIX}${name}`
    },
    async delete(userId, reference) {
      const key = keyOf(userId, reference)
      // S3 deletes answer the same whether the key was there: ask first, so a letter gone
      // already is not counted. Two sweeps do not race here: on PostgreSQL they take turns
      // (LETTER_SWEEP_LOCK), and the embedded database serves one API process.
      if (!key || !(await bucket.has(key))) return false
      await bucket.delete([key])
      return true
    },
    async deleteAllOf(userId) {
      const theirs = await bucket.list(`${LETTER_FOLDER}${userId}-`)
      await bucket.delete(theirs.map(({ key }) => key))
      return theirs.length
    },
    async has(userId, reference) {
      const key = keyOf(userId, reference)
      return key !== null && bucket.has(key)
    },
    async read(userId, reference) {
      const key = keyOf(userId, reference)
      const type = key && typeOfStoredName(key)
      if (!key || !type) return null
      const bytes = await bucket.get(key)
      return bytes && { bytes, type }
    },
    async list() {
      return (await bucket.list(LETTER_FOLDER)).flatMap(({ key, lastModified }) => {
        const name = key.slice(LETTER_FOLDER.length)
        const userId = letterOwner(name)
        if (userId === null) return [] // not an object this store wrote
        return [{ reference: `${LETTER_PREFIX}${name}`, userId, storedAt: lastModified }]
      })
    },
  }
}
