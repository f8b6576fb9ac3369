import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPLOAD_STORAGE_MESSAGES } from '#shared/domain/upload-storage.ts'
import { storageRefusal } from './storage-refusal.ts'

/** The errors of both stores as they arrive (Node's file system, the S3 client). */
const fsError = (code: string) => Object.assign(new Error(`${code}: write failed`), { code })
const s3Error = (name: string, httpStatusCode: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } })

afterEach(() => vi.restoreAllMocks())

describe('storageRefusal', () => {
  it.each([
    ['a full disk', fsError('ENOSPC')],
    ['a full quota', fsError('EDQUOT')],
    ['an S3 store out of room', s3Error('XMinioStorageFull', 507)],
  ])('answers 507 with a message for %s', (_name, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(storageRefusal(error, 'a photo')).toEqual({
      status: 507,
      code: 'storage_full',
      message: UPLOAD_STORAGE_MESSAGES.full,
    })
  })

  it.each([
    ['a store that does not answer', fsError('ECONNREFUSED')],
    ['a bucket that is gone', s3Error('NoSuchBucket', 404)],
    ['a read-only disk', fsError('EROFS')],
    ['something thrown that is not an Error', 'timeout'],
  ])('answers 503 with a message for %s, and logs what was being stored', (_name, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(storageRefusal(error, 'a deacon letter of member 7')).toEqual({
      status: 503,
      code: 'service_unavailable',
      message: UPLOAD_STORAGE_MESSAGES.unavailable,
    })
    expect(log).toHaveBeenCalledWith('Could not store a deacon letter of member 7:', error)
  })
})
