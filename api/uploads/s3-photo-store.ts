import type { ObjectBucket } from './object-bucket.ts'
import { photoFileOwner, placePhotoFiles, type PhotoStore } from './photo-store.ts'

/** The folder of photo objects: the same layout as DATA_DIR/uploads, so files can be copied. */
const PHOTO_FOLDER = 'profile-photos/'

/** Members' photos as objects `profile-photos/<file>` of a bucket (docs/scaling.md). */
export function bucketPhotoStore(bucket: ObjectBucket): PhotoStore {
  /** The key of a photo file; null for anything else, so no name reaches another folder. */
  const keyOf = (file: string) => (photoFileOwner(file) === null ? null : PHOTO_FOLDER + file)
  return {
    async write(files) {
      for (const { place, bytes } of placePhotoFiles(files, keyOf)) {
        await bucket.put(place, bytes, 'image/webp')
      }
    },
    async read(file) {
      const key = keyOf(file)
      return key ? bucket.get(key) : null
    },
    async delete(files) {
      await bucket.delete(files.map(keyOf).filter((key) => key !== null))
    },
    async deleteAllOf(userId) {
      // The dash ends the id, so the prefix lists this member's keys only; objects under it that
      // this store did not write are left alone.
      const listed = await bucket.list(`${PHOTO_FOLDER}${userId}-`)
      const theirs = listed
        .map(({ key }) => key)
        .filter((key) => photoFileOwner(key.slice(PHOTO_FOLDER.length)) === userId)
      await bucket.delete(theirs)
      return theirs.length
    },
  }
}
