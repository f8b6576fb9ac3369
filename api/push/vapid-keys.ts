import webpush from 'web-push'
import type { Config } from '../config.ts'
import type { Database } from '../db/connect.ts'
import { vapidKeys } from '../db/schema.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

/**
 * The VAPID key pair pushes are signed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured,
 * else the pair stored in vapid_keys. The first process to start stores a fresh pair; any other
 * (or a later restart) finds that row (insert … on conflict do nothing), so all sign alike.
 */
export async function loadVapidKeys(
  db: Database,
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject }
  }
  const fresh = webpush.generateVAPIDKeys()
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...fresh })
    .onConflictDoNothing()
  const [row] = await db.select().from(vapidKeys)
  if (!row) throw new Error('vapid_keys has no row after inserting one')
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject }
}
