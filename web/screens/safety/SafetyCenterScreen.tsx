import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { NetworkError } from '../../data/api-client.ts'
import { refreshBlocked, unblockMember, useBlockedMembers } from '../../data/safety.ts'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { safetyFailureToast } from './online-action-error.ts'
import { ROMANCE_SCAMS_PATH } from './romance-scams-path.ts'
import { SafetySection } from './SafetySection.tsx'
import { SafetyTips } from './SafetyTips.tsx'
import './safety.css'

/**
 * The Safety Center (/safety, from Settings): the members I blocked, safety tips, and the way to
 * the page on romance scams.
 */
export function SafetyCenterScreen() {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const blocked = useBlockedMembers()
  const [busy, setBusy] = useState<number | null>(null)

  useEffect(() => {
    refreshBlocked().catch((error: unknown) => {
      // Offline: the device's list stays.
      if (!(error instanceof NetworkError)) console.warn('Could not refresh blocked members', error)
    })
  }, [])

  async function unblock(userId: number, name: string) {
    setBusy(userId)
    try {
      await unblockMember(userId)
      toast({ title: t`Unblocked`, description: t`${name} is unblocked.` })
    } catch (error) {
      toast(safetyFailureToast(i18n, error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="safety-center">
      <PageHeading>{t`Safety Center`}</PageHeading>

      <section className="card" aria-labelledby="safety-blocked-heading">
        <h2 id="safety-blocked-heading">
          <Trans>Blocked members</Trans>
        </h2>
        {blocked === undefined ? (
          <p className="loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : blocked.length === 0 ? (
          <p className="muted">
            <Trans>You have not blocked anyone.</Trans>
          </p>
        ) : (
          <ul className="blocked-list">
            {blocked.map((member) => {
              const name = `${member.firstName} ${member.lastName}`.trim() || t`Member`
              return (
                <li key={member.userId} className="blocked-item">
                  <MemberPicture
                    member={{ id: member.userId, profileImageUrl: member.profileImageUrl }}
                    size={40}
                  />
                  <span className="blocked-name">{name}</span>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy === member.userId}
                    aria-label={t`Unblock ${name}`}
                    onClick={() => void unblock(member.userId, name)}
                  >
                    <Trans>Unblock</Trans>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="safety-tips-heading">
        <h2 id="safety-tips-heading">
          <Trans>Safety tips</Trans>
        </h2>
        <SafetyTips />
      </section>

      <SafetySection heading={<Trans>Romance scams</Trans>}>
        <p className="muted">
          <Trans>
            Someone you met here asks for money, or to move to WhatsApp at once? Learn the signs of
            a romance scam and what to do.
          </Trans>
        </p>
        <Link to={ROMANCE_SCAMS_PATH} className="button button-block">
          {t`How romance scams work`}
        </Link>
      </SafetySection>
    </div>
  )
}
