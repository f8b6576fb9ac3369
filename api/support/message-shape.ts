import type { SupportMessage } from '#shared/schemas/support.ts'
import { supportMessages } from '../db/schema.ts'

/** The columns a support message is answered from. */
export const supportMessageColumns = {
  id: supportMessages.id,
  fromTeam: supportMessages.fromTeam,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  clientId: supportMessages.clientId,
}

/** A stored support message as the wire shows it: the team speaks as one, no moderator named. */
export function toSupportMessage(row: {
  id: number
  fromTeam: boolean
  body: string
  createdAt: Date
  clientId: string
}): SupportMessage {
  return {
    id: row.id,
    fromTeam: row.fromTeam,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
  }
}
