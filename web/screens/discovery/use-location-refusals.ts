import { useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useToast } from '../../components/toast/use-toast.ts'
import { codeOfErrorText, messageOfErrorText } from '../../data/api-client.ts'
import { HOME_CITY_KIND, TRAVEL_KIND } from '../../data/location-outbox.ts'
import { discardRow, useRefusedChanges } from '../../data/outbox.ts'
import type { OutboxRow } from '../../data/rows.ts'
import { useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'
import { isUpgradeRefusal } from '../../membership/upgrade-action.ts'

/**
 * A home city or travel change the server refused for good, told once and discarded (the member's
 * record never took it): a travel city refused for the plan (it ended while the change waited
 * offline) opens the upgrade prompt; anything else is a toast naming the server's reason.
 */
export function useLocationRefusals(): void {
  const { t } = useLingui()
  const { toast } = useToast()
  const upgrade = useUpgradePrompt()
  const handled = useRef(new Set<number>())
  const onRefused = useEffectEvent((row: OutboxRow) => {
    void discardRow(row.id!)
    if (row.kind === TRAVEL_KIND && isUpgradeRefusal(codeOfErrorText(row.lastError))) {
      return upgrade.open('travel')
    }
    toast({
      title:
        row.kind === TRAVEL_KIND ? t`Could not set your travel city` : t`Could not save your city`,
      description: messageOfErrorText(row.lastError ?? ''),
      variant: 'destructive',
    })
  })
  const failed = useRefusedChanges()
  useEffect(() => {
    for (const row of failed) {
      const ours = row.kind === HOME_CITY_KIND || row.kind === TRAVEL_KIND
      if (!ours || row.id === undefined || handled.current.has(row.id)) continue
      handled.current.add(row.id)
      onRefused(row)
    }
  }, [failed])
}
