import { UPLOAD_STORAGE_MESSAGES } from '#shared/domain/upload-storage.ts'

/** The answer to an upload the store refused to write. */
export interface StorageRefusal {
  status: 503 | 507
  code: 'service_unavailable' | 'storage_full'
  message: string
}

/** File-system codes of a full disk or quota. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT'])

/** Whether the store's error says it is out of room (a full disk, or an S3 store answering 507). */
function isOutOfRoom(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, $metadata } = error as Error & {
    code?: string
    $metadata?: { httpStatusCode?: number }
  }
  return FULL_CODES.has(code ?? '') || $metadata?.httpStatusCode === 507
}

/**
 * 507 when the store is full, else 503: a store that is away, refuses the write or fails midway.
 * Logged with what was being stored; the member is told only to try again.
 */
export function storageRefusal(error: unknown, what: string): StorageRefusal {
  console.error(`Could not store ${what}:`, error)
  return isOutOfRoom(error)
    ? { status: 507, code: 'storage_full', message: UPLOAD_STORAGE_MESSAGES.full }
    : { status: 503, code: 'service_unavailable', message: UPLOAD_STORAGE_MESSAGES.unavailable }
}
