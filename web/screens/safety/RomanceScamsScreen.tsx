import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { SafetySection } from './SafetySection.tsx'
import './safety.css'

/**
 * How romance scams work (/safety/romance-scams, from the Safety Center and the chat's scam
 * warning, issue #36): the signals the scam shield warns about (shared/domain/scam-signals/), in
 * a member's words, and what to do.
 */
export function RomanceScamsScreen() {
  const { t } = useLingui()
  return (
    <div className="safety-center">
      <Link to="/safety" className="safety-back">
        <span aria-hidden="true">← </span>
        <Trans>Safety Center</Trans>
      </Link>
      <PageHeading>{t`How romance scams work`}</PageHeading>
      <p>
        <Trans>
          A romance scam starts like any other conversation. Over days or weeks the scammer earns
          your trust, and then asks for money. The same signs come back almost every time: once you
          know them, they are easy to see.
        </Trans>
      </p>

      <SafetySection heading={<Trans>Leaving the app at once</Trans>}>
        <p>
          <Trans>
            Early on, often in the first messages, they ask to continue on WhatsApp, Telegram or
            Signal, or give you a phone number or an email address to write to.
          </Trans>
        </p>
        <p>
          <Trans>
            A reason is usually ready: “I am rarely on here”, “this app does not work well on my
            phone”. Away from the app, nobody can warn you about their messages, and a report can no
            longer stop them.
          </Trans>
        </p>
      </SafetySection>

      <SafetySection heading={<Trans>Money, in any form</Trans>}>
        <p>
          <Trans>Sooner or later they ask for money. The request can come as:</Trans>
        </p>
        <ul className="safety-list">
          <li>
            <Trans>gift cards, and the codes on their back</Trans>
          </li>
          <li>
            <Trans>a wire or bank transfer, Western Union or MoneyGram</Trans>
          </li>
          <li>
            <Trans>cryptocurrency, sent to a wallet address</Trans>
          </li>
          <li>
            <Trans>an “investment opportunity” or a trading platform with sure profits</Trans>
          </li>
          <li>
            <Trans>a loan, “only until next week”</Trans>
          </li>
          <li>
            <Trans>a “customs fee” for a parcel or a gift held at customs</Trans>
          </li>
        </ul>
      </SafetySection>

      <SafetySection heading={<Trans>The cover stories</Trans>}>
        <p>
          <Trans>
            A story explains why they cannot meet you, and why they need money now. The same few
            return again and again:
          </Trans>
        </p>
        <ul className="safety-list">
          <li>
            <Trans>a soldier on a military posting abroad</Trans>
          </li>
          <li>
            <Trans>an engineer working on an oil rig</Trans>
          </li>
          <li>
            <Trans>a doctor on a mission abroad, with the UN or the Red Cross</Trans>
          </li>
          <li>
            <Trans>a sick relative who needs treatment</Trans>
          </li>
          <li>
            <Trans>a sudden emergency: an accident, a robbery, a frozen bank account</Trans>
          </li>
        </ul>
      </SafetySection>

      <SafetySection heading={<Trans>Haste and distance</Trans>}>
        <ul className="safety-list">
          <li>
            <Trans>Declarations of love very early, before you have met or even spoken.</Trans>
          </li>
          <li>
            <Trans>Pressure to decide quickly, and to keep it from your family and friends.</Trans>
          </li>
          <li>
            <Trans>
              No video call and no meeting: the camera is broken, the connection is bad, next month
              perhaps.
            </Trans>
          </li>
        </ul>
      </SafetySection>

      <SafetySection heading={<Trans>What to do</Trans>}>
        <ul className="safety-list">
          <li>
            <Trans>
              Never send money, gift cards or gift-card codes to someone you have not met in person,
              whatever the story.
            </Trans>
          </li>
          <li>
            <Trans>Keep talking here, in the app’s messages, until you have met.</Trans>
          </li>
          <li>
            <Trans>
              If something feels wrong, use Report or Block in the chat; for a report, choose “Spam
              or scam”. A report also blocks the member, and our team reviews it.
            </Trans>
          </li>
          <li>
            <Trans>Talk it over with someone you trust: a friend, your family, your priest.</Trans>
          </li>
          <li>
            <Trans>
              If you have already sent money, call your bank at once and report it to your local
              police. In the United States you can also report it to the Federal Trade Commission at
              reportfraud.ftc.gov.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If it happened to you, it is not your fault. Scammers do this for a living, and they
            deceive careful people too.
          </Trans>
        </p>
      </SafetySection>

      <SafetySection heading={<Trans>The app’s warning</Trans>}>
        <p>
          <Trans>
            When a message asks for money, or asks to move off the app early in a conversation or
            after one of these stories, the app shows a calm warning under it. The sender is not
            told.
          </Trans>
        </p>
        <p>
          <Trans>
            A warning is a reason to slow down, not proof of a scam: many members share a phone
            number in good faith.
          </Trans>
        </p>
      </SafetySection>
    </div>
  )
}
