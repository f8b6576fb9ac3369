import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../components/dialog/Dialog.tsx'

export type InfoTopic = 'guidelines' | 'help' | 'about'

/** The short texts behind Community Guidelines, Help Center, About (Contact Us opens /support). */
export function InfoDialog({ topic, onClose }: { topic: InfoTopic | null; onClose: () => void }) {
  const { t } = useLingui()
  const titles: Record<InfoTopic, string> = {
    guidelines: t`Community Guidelines`,
    help: t`Help Center`,
    about: t`About Orthodox Hearts`,
  }
  return (
    <Dialog
      open={topic !== null}
      title={topic ? titles[topic] : ''}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {topic && <InfoText topic={topic} />}
    </Dialog>
  )
}

function InfoText({ topic }: { topic: InfoTopic }) {
  switch (topic) {
    case 'guidelines':
      return (
        <>
          <p>
            <Trans>
              Be honest about who you are and about your faith. Treat every member with the respect
              and charity you would show at church.
            </Trans>
          </p>
          <p>
            <Trans>
              No harassment, hateful speech, explicit content, advertising or requests for money.
              Profiles that break these rules are removed.
            </Trans>
          </p>
        </>
      )
    case 'help':
      return (
        <>
          <p>
            <Trans>
              Complete your profile and the Orthodox assessment to get better compatibility scores.
              Like a profile on the home screen; when the like is mutual you get a match and can
              send messages.
            </Trans>
          </p>
          <p>
            <Trans>
              The app works offline: what you do without a connection is sent when you are back
              online.
            </Trans>
          </p>
        </>
      )
    case 'about':
      return (
        <>
          <p>
            <Trans>
              Orthodox Hearts connects Orthodox Christian singles worldwide who are looking for a
              partner or community.
            </Trans>
          </p>
          <p>
            <Trans>Version 1.0.0</Trans>
          </p>
        </>
      )
  }
}
