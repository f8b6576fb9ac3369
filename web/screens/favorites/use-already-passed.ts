import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useToast } from '../../components/toast/use-toast.ts'
import { db } from '../../data/db.ts'
import type { Decision } from '../../data/discover/decisions.ts'

/**
 * What a like of a member already passed says (core §5: the like is blocked), outside Discover,
 * where a passed member can still be opened (Favorites, the members going to an event): the pass
 * stands, and Start Over on the Home tab is the way back. Kept off Discover's first screen.
 */
export function useAlreadyPassed() {
  const { t } = useLingui()
  const { toast } = useToast()
  return useCallback(
    async (kind: Decision, userId: number) => {
      if (kind === 'pass' || (await db.decisions.get(userId))?.kind !== 'pass') return
      const name = (await db.profiles.get(userId))?.firstName ?? ''
      toast({
        title: t`Already passed`,
        description: t`You passed on ${name}. Start Over on the Home tab brings back the members you passed.`,
      })
    },
    [t, toast],
  )
}
