import { useEffect, type ReactNode } from 'react'
import type * as z from 'zod/mini'
import { useToast } from '../../components/toast/use-toast.ts'
import type { ToastInput } from '../../components/toast/toast-context.ts'
import { PagedListBody } from './PagedListBody.tsx'
import { RejectReasonDialog } from './RejectReasonDialog.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList, type Page } from './use-paged-list.ts'

/** Every queue's rejection: the reason the member reads. */
export type RejectRequest = { decision: 'reject'; reason: string }

/** The decision chosen on an item, before it is sent. */
export type PendingDecision<Item, Decision extends string> = { item: Item; decision: Decision }

/**
 * One review queue of the moderation screen (clergy references, photos, event proposals, parish
 * corrections; docs/safety.md): what awaits review, the oldest first, page by page; the decisions
 * in `immediate` are sent as soon as chosen, Reject asks for the reason the member reads, any
 * other decision opens the queue's own dialog (`dialogs`). A decided item leaves the list, the
 * focus goes to the list's heading and `onReviewed` is told. Loaded from the server and never
 * stored on the device.
 */
export function ReviewQueueList<
  Item extends { id: number },
  Decision extends string,
  Request extends { decision: string },
>(props: {
  headingId: string
  heading: ReactNode
  texts: { offline: ReactNode; failed: ReactNode; empty: ReactNode; more: ReactNode }
  listClassName?: string
  load: (cursor: string | null) => Promise<Page<Item>>
  send: (item: Item, request: Request | RejectRequest) => Promise<unknown>
  /** What the moderator is told once the decision is recorded. */
  reviewed: (item: Item, request: Request | RejectRequest) => ToastInput
  immediate?: Partial<Record<Decision, Request>>
  renderItem: (item: Item, busy: boolean, decide: (decision: Decision) => void) => ReactNode
  reject: {
    /** The reject dialog's title for this item. */
    title: (item: Item) => string
    reasonSchema: z.ZodMiniType<string>
    maxLength: number
  }
  /** The queue's other dialogs (confirm, edit), open while their decision is pending. */
  dialogs?: (dialog: {
    pending: PendingDecision<Item, Decision> | null
    busy: boolean
    review: (request: Request) => void
    close: () => void
  }) => ReactNode
  onReviewed: () => void
}) {
  const { toast } = useToast()
  const paged = usePagedList(props.load)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<
    PendingDecision<Item, Decision>
  >(paged.failed)

  const review = (request: Request | RejectRequest) =>
    run(async ({ item }) => {
      await props.send(item, request)
      paged.remove((queued) => queued.id === item.id)
      props.onReviewed()
      toast(props.reviewed(item, request))
    })

  // A decision that needs no second question runs as soon as it is pending.
  const immediately = pending ? props.immediate?.[pending.decision] : undefined
  useEffect(() => {
    if (immediately) void review(immediately)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per decision
  }, [pending])

  const close = () => setPending(null)
  return (
    <section aria-labelledby={props.headingId}>
      <h2 id={props.headingId} ref={headingRef} tabIndex={-1}>
        {props.heading}
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(item) => item.id}
        listClassName={props.listClassName}
        texts={props.texts}
        renderItem={(item) =>
          props.renderItem(item, busy, (decision) => setPending({ item, decision }))
        }
      />
      {props.dialogs?.({ pending, busy, review: (request) => void review(request), close })}
      <RejectReasonDialog
        title={pending?.decision === 'reject' ? props.reject.title(pending.item) : null}
        reasonSchema={props.reject.reasonSchema}
        maxLength={props.reject.maxLength}
        busy={busy}
        onReject={(reason) => void review({ decision: 'reject', reason })}
        onClose={close}
      />
    </section>
  )
}
