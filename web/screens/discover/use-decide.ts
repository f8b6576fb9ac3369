import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useEffectEvent, useRef } from 'react'
import { useToast } from '../../components/toast/use-toast.ts'
import { db } from '../../data/db.ts'
import {
  AlreadyDecidedError,
  decide,
  LIKE_KINDS,
  type Decision,
} from '../../data/discover/decisions.ts'
import { likeFailureOfRow } from '../../data/discover/like-errors.ts'
import { takeCelebration } from '../../data/discover/like-sync.ts'
import { discardRow, useRefusedChanges } from '../../data/outbox.ts'
import type { DecisionRow, OutboxRow } from '../../data/rows.ts'
import { useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'

/**
 * Likes, super likes and passes from a screen, and what the member is told when the server
 * answers (spec core-experience §4, §6, §8). The answer may come much later, and may be received
 * by the service worker rather than this page, so both are read from Dexie: a like's answer is its
 * decision's isMatch, a refusal is a failed outbox row (toasted here, then discarded; like-sync.ts
 * already undid the local effect). A limit opens the upgrade prompt for the like or super like.
 * The 'favorites' variant tells the outcome of its own likes only, matches included, with the
 * favorites screen's texts.
 */
export function useDecide(
  variant: 'discover' | 'favorites',
  /** A decision refused because one about the member exists (use-already-passed.ts). */
  onAlreadyDecided?: (kind: Decision, userId: number) => void,
) {
  const { t } = useLingui()
  const { toast } = useToast()
  const upgrade = useUpgradePrompt()
  /** Members liked from this screen whose answer is still to tell. */
  const mine = useRef(new Set<number>())
  const handled = useRef(new Set<number>())

  const failed = useRefusedChanges()
  const answered = useLiveQuery(
    () =>
      db.decisions.filter((row) => LIKE_KINDS.includes(row.kind) && row.isMatch !== null).toArray(),
    [],
    [],
  )

  const onFailed = useEffectEvent((row: OutboxRow) => {
    const userId = Number(row.body.toUserId)
    if (variant === 'favorites' && !mine.current.has(userId)) return
    mine.current.delete(userId)
    if (row.id !== undefined) void discardRow(row.id)
    const failure = likeFailureOfRow(row.lastError)
    if (failure.kind === 'limit')
      return upgrade.open(row.kind === 'superlike' ? 'superlike' : 'like')
    if (row.kind === 'pass') return
    if (row.kind === 'superlike') {
      return toast({
        title: t`Error`,
        description: t`Failed to send super like. Please try again.`,
        variant: 'destructive',
      })
    }
    if (variant === 'favorites') {
      return toast({
        title: t`Error`,
        description: t`Failed to send like. Please try again.`,
        variant: 'destructive',
      })
    }
    switch (failure.kind) {
      case 'already-liked':
        return toast({ title: t`Already Liked`, description: t`You have already liked this user.` })
      case 'authentication':
        return toast({
          title: t`Authentication Error`,
          description: t`Please log in again to continue.`,
          variant: 'destructive',
        })
      case 'permission':
        return toast({
          title: t`Permission Denied`,
          description: t`You don't have permission to perform this action.`,
          variant: 'destructive',
        })
      default:
        return toast({
          title: t`Error`,
          description: failure.message || t`Failed to send like. Please try again.`,
          variant: 'destructive',
        })
    }
  })

  const onAnswered = useEffectEvent(async (decision: DecisionRow) => {
    mine.current.delete(decision.userId)
    if (variant === 'discover') {
      // A match is celebrated by the discover screen's overlay.
      if (!decision.isMatch)
        toast({ title: decision.kind === 'superlike' ? t`Super Like Sent!` : t`Like sent!` })
      return
    }
    const name = (await db.profiles.get(decision.userId))?.firstName ?? ''
    if (decision.isMatch) {
      void takeCelebration()
      toast({
        title: t`It's a Match! ❤️`,
        description: t`You and ${name} both liked each other!`,
        duration: 5000,
      })
    } else {
      toast({ title: t`Like sent!`, description: t`${name} will be notified that you liked them.` })
    }
  })

  useEffect(() => {
    for (const row of failed) {
      if (row.id === undefined || handled.current.has(row.id)) continue
      if (row.kind !== 'like' && row.kind !== 'superlike' && row.kind !== 'pass') continue
      handled.current.add(row.id)
      onFailed(row)
    }
  }, [failed])

  useEffect(() => {
    for (const decision of answered)
      if (mine.current.has(decision.userId)) void onAnswered(decision)
  }, [answered])

  return useCallback(
    async (kind: Decision, userId: number) => {
      try {
        await decide(kind, userId)
        if (kind === 'pass') {
          if (variant === 'discover') toast({ title: t`Passed`, duration: 2000 })
          return
        }
        mine.current.add(userId)
        // Offline the outbox keeps it; 'Super Like Sent!' follows once the server has it.
        if (kind === 'superlike' && !navigator.onLine)
          toast({
            title: t`Saved on this device`,
            description: t`Your super like will be sent when you are back online.`,
          })
      } catch (error) {
        if (!(error instanceof AlreadyDecidedError)) throw error
        onAlreadyDecided?.(kind, userId)
      }
    },
    [t, toast, variant, onAlreadyDecided],
  )
}
