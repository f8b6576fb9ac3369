import { Trans, useLingui } from '@lingui/react/macro'
import type { ModerationAction } from '#shared/domain/moderation.ts'
import type { ModerationActionEntry } from '#shared/schemas/moderation.ts'
import { fetchModerationActions } from '../../data/moderation.ts'
import { memberName } from './QueuedReportCard.tsx'
import { PagedListBody } from './PagedListBody.tsx'
import { usePagedList } from './use-paged-list.ts'

const loadActions = (cursor: string | null) =>
  fetchModerationActions(cursor).then((page) => ({
    items: page.actions,
    nextCursor: page.nextCursor,
  }))

/**
 * The moderation audit trail, the newest action first (docs/safety.md): what was done, to whom,
 * by which moderator and when, with the note for the record (or a rejection's reason). Loaded from the server and never stored on the device.
 */
export function RecentActionsList() {
  const { t, i18n } = useLingui()
  const paged = usePagedList(loadActions)
  const labels: Record<ModerationAction, string> = {
    dismiss: t`Report dismissed`,
    suspend: t`Member suspended`,
    reinstate: t`Member reinstated`,
    'verify-clergy': t`Clergy reference verified`,
    'reject-clergy': t`Clergy reference rejected`,
    'approve-photo': t`Photo approved`,
    'reject-photo': t`Photo rejected`,
    'approve-event': t`Event approved`,
    'reject-event': t`Event rejected`,
    'apply-parish-correction': t`Parish details corrected`,
    'reject-parish-correction': t`Parish correction rejected`,
    'verify-letter': t`Deacon letter verified`,
    'reject-letter': t`Deacon letter rejected`,
    'withdraw-verified': t`Verified badge withdrawn`,
    'verify-photo': t`Photo verified`,
    'reject-photo-verification': t`Photo verification rejected`,
  }

  const renderAction = (entry: ModerationActionEntry) => {
    const member = entry.member ? memberName(entry.member) : t`A deleted member`
    const moderator = entry.moderator?.firstName ?? t`A deleted moderator`
    const when = i18n.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
    const note = entry.note
    return (
      <>
        <span>
          <strong>{labels[entry.action]}</strong>: {member}
        </span>
        <span className="muted">
          <Trans>
            By {moderator}, <time dateTime={entry.createdAt}>{when}</time>
          </Trans>
          {entry.reportId !== null && (
            <>
              {' · '}
              <Trans>Report #{entry.reportId}</Trans>
            </>
          )}
        </span>
        {note && (
          <span>
            <Trans>
              Note: <q>{note}</q>
            </Trans>
          </span>
        )}
      </>
    )
  }

  return (
    <section aria-labelledby="moderation-actions-heading">
      <h2 id="moderation-actions-heading">
        <Trans>Recent actions</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(entry) => entry.id}
        itemClassName="card moderation-action"
        texts={{
          offline: <Trans>You are offline. The recent actions need a connection.</Trans>,
          failed: <Trans>The recent actions could not be loaded.</Trans>,
          empty: <Trans>No moderation actions yet.</Trans>,
          more: <Trans>Show more actions</Trans>,
        }}
        renderItem={renderAction}
      />
    </section>
  )
}
