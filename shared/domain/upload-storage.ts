/**
 * What a member is told when an upload (a photo, a deacon letter) was fine but the server could
 * not store it. Both answers are 5xx, so a device's outbox sends the upload again later.
 */
export const UPLOAD_STORAGE_MESSAGES = {
  /** 503: the file store (object storage, the disk) did not take the write. */
  unavailable: 'Your upload could not be stored just now. Please try again in a few minutes.',
  /** 507: the server's disk or quota is full. */
  full: 'There is no room to store your upload just now. Please try again later.',
} as const
