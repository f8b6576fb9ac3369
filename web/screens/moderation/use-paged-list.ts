import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import type { ToastInput } from '../../components/toast/toast-context.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError, serverMessage } from '../../data/api-client.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { safetyFailureToast } from '../safety/online-action-error.ts'

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}

/**
 * A server list of the moderation screen, loaded page by page and never stored on the device:
 * the first page on mount (and on reload), more on demand, items taken off as they are handled.
 */
export function usePagedList<T>(load: (cursor: string | null) => Promise<Page<T>>) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const [list, setList] = useState<Page<T> | undefined>(undefined)
  const [loadFailed, setLoadFailed] = useState<'offline' | 'error' | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    let live = true
    void load(null).then(
      (page) => live && setList(page),
      (error: unknown) =>
        live && setLoadFailed(error instanceof NetworkError ? 'offline' : 'error'),
    )
    return () => {
      live = false
    }
    // `load` is a module function of the caller (stable): the list reloads only when asked.
  }, [load, reloads])

  /** The first page again, from scratch (after a failure, or an item handled elsewhere). */
  function reload() {
    setList(undefined)
    setLoadFailed(null)
    setReloads((n) => n + 1)
  }

  return {
    list,
    loadFailed,
    loadingMore,
    reload,
    async loadMore() {
      if (!list?.nextCursor) return
      setLoadingMore(true)
      try {
        const page = await load(list.nextCursor)
        setList((before) => ({
          items: [...(before?.items ?? []), ...page.items],
          nextCursor: page.nextCursor,
        }))
      } catch (error) {
        toast(safetyFailureToast(i18n, error))
      } finally {
        setLoadingMore(false)
      }
    },
    /**
     * Tells the moderator why handling an item failed: the server's message, or offline. A 409
     * means another moderator handled it meanwhile, so the list is loaded again as it is now.
     */
    failed(error: unknown) {
      toast(moderationFailureToast(i18n, t`Error`, error))
      if (error instanceof HttpError && error.status === 409) reload()
    },
    /** Takes the items this one matches off the list (handled). */
    remove(handled: (item: T) => boolean) {
      setList((before) => before && { ...before, items: before.items.filter((i) => !handled(i)) })
    },
  }
}

/** What a moderator is told when an action failed: the server's message (translated), or offline. */
export function moderationFailureToast(i18n: I18n, title: string, error: unknown): ToastInput {
  return error instanceof HttpError
    ? {
        title,
        description: translateMemberServerMessage(i18n, serverMessage(error)),
        variant: 'destructive',
      }
    : safetyFailureToast(i18n, error)
}
