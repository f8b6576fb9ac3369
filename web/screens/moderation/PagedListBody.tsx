import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { usePagedList } from './use-paged-list.ts'

/**
 * A moderation list's states: failed (offline or not) with Try again, loading, empty, or the
 * items with "show more" while the server has more.
 */
export function PagedListBody<T>(props: {
  paged: ReturnType<typeof usePagedList<T>>
  texts: { offline: ReactNode; failed: ReactNode; empty: ReactNode; more: ReactNode }
  keyOf: (item: T) => number
  /** The list's class: 'moderation-list' unless given (a grid of photos, say). */
  listClassName?: string
  itemClassName?: string
  renderItem: (item: T) => ReactNode
}) {
  const { paged, texts } = props
  const { list, loadFailed } = paged
  if (loadFailed) {
    return (
      <div className="card" role="alert">
        <p>{loadFailed === 'offline' ? texts.offline : texts.failed}</p>
        <button type="button" className="button" onClick={paged.reload}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  if (list === undefined) {
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  if (list.items.length === 0) {
    return (
      <p className="card muted" role="status">
        {texts.empty}
      </p>
    )
  }
  return (
    <>
      <ul className={props.listClassName ?? 'moderation-list'}>
        {list.items.map((item) => (
          <li key={props.keyOf(item)} className={props.itemClassName}>
            {props.renderItem(item)}
          </li>
        ))}
      </ul>
      {list.nextCursor && (
        <button
          type="button"
          className="button"
          disabled={paged.loadingMore}
          onClick={() => void paged.loadMore()}
        >
          {texts.more}
        </button>
      )}
    </>
  )
}
