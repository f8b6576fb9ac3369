import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { canRewind, REWIND_WINDOW_MS } from '#shared/domain/rewind.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { codeOfErrorText, messageOfErrorText } from '../../data/api-client.ts'
import { rewindablePass } from '../../data/discover/rewindable-pass.ts'
import { REWIND_KIND } from '../../data/discover/rewind-outbox.ts'
import { discardRow, useRefusedChanges } from '../../data/outbox.ts'
import type { OutboxRow } from '../../data/rows.ts'
import { useSession } from '../../data/session.ts'
import { useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'
import { isUpgradeRefusal } from '../../membership/upgrade-action.ts'

const loadUndo = () => import('../../data/discover/rewind.ts')

/**
 * The rewind button's state and action (issue 15): a free member's tap opens the upgrade prompt;
 * a Premium or Verified member's undoes their last pass while it can be undone (the button is off
 * otherwise, and turns off by itself when the window ends). A rewind the server refuses later is
 * told here and discarded (rewind-outbox.ts already put the pass back).
 */
export function useRewind(): { locked: boolean; available: boolean; rewind: () => Promise<void> } {
  const { t } = useLingui()
  const { toast } = useToast()
  const upgrade = useUpgradePrompt()
  const session = useSession()
  const member = session.status === 'signed-in' ? session.member : null
  const locked = member === null || !canRewind(member.membershipTier)
  const memberId = member?.id ?? null
  // Bumped when the shown pass's window ends, so the query runs again without a database change.
  const [tick, setTick] = useState(0)
  const pass = useLiveQuery(
    () => (memberId === null ? null : rewindablePass(memberId, Date.now())),
    [memberId, tick],
    null,
  )
  useEffect(() => {
    if (!pass) return
    const timer = setTimeout(
      () => setTick((n) => n + 1),
      Math.max(0, pass.decidedAt + REWIND_WINDOW_MS - Date.now()) + 50,
    )
    return () => clearTimeout(timer)
  }, [pass])

  // The undo itself is fetched only for a member who may undo (a free member's tap opens the
  // upgrade prompt), at once, so that a pass made offline on a first visit is undone offline.
  useEffect(() => {
    if (!locked) loadUndo().catch(() => {})
  }, [locked])

  const handled = useRef(new Set<number>())
  const onRefused = useEffectEvent((row: OutboxRow) => {
    void discardRow(row.id!)
    if (isUpgradeRefusal(codeOfErrorText(row.lastError))) return upgrade.open('rewind')
    toast({
      title: t`Could not undo the pass`,
      description: messageOfErrorText(row.lastError ?? ''),
      variant: 'destructive',
    })
  })
  const failed = useRefusedChanges()
  useEffect(() => {
    for (const row of failed) {
      if (row.kind !== REWIND_KIND || row.id === undefined || handled.current.has(row.id)) continue
      handled.current.add(row.id)
      onRefused(row)
    }
  }, [failed])

  return {
    locked,
    available: locked || pass !== null,
    rewind: async () => {
      if (locked) return upgrade.open('rewind')
      const { rewindLastPass } = await loadUndo()
      if ((await rewindLastPass()) === null) toast({ title: t`There is no pass to undo` })
    },
  }
}
