import type { Context } from 'hono'
import { SUPPORT_MESSAGES } from '#shared/domain/support.ts'
import { refuse } from '../http/refusal.ts'
import type { SupportSendResult } from './member-thread.ts'
import type { TeamRefusal } from './team-answer.ts'

/** 201 with a new support message, 200 with the first one for a replay, 409 for a taken id. */
export function sendAnswer(c: Context, result: SupportSendResult) {
  switch (result.kind) {
    case 'sent':
      return c.json(result.message, 201)
    case 'replayed':
      return c.json(result.message, 200)
    case 'client-id-taken':
      return refuse(c, 409, 'idempotency_conflict', SUPPORT_MESSAGES.clientIdTaken)
  }
}

/** Why a moderator may not answer or close the thread, in the support's words. */
export function teamRefusal(c: Context, refusal: TeamRefusal) {
  switch (refusal.kind) {
    case 'not-found':
      return refuse(c, 404, 'not_found', SUPPORT_MESSAGES.threadNotFound)
    case 'own':
      return refuse(c, 403, 'forbidden', SUPPORT_MESSAGES.ownThread)
    case 'orthodox-support-only':
      return refuse(c, 403, 'forbidden', SUPPORT_MESSAGES.orthodoxSupportOnly)
    case 'closed':
      return refuse(c, 409, 'already_reviewed', SUPPORT_MESSAGES.closed)
  }
}
