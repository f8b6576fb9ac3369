import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { LOCALES } from '#shared/domain/languages.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { SubscriptionSettingsRow } from '../../membership/SubscriptionSettingsRow.tsx'
import { LANGUAGE_SELECT_ID } from '../../app/LanguageSelect.tsx'
import { SignOutButton } from '../../app/SignOutButton.tsx'
import { FOCUS_PHOTO_STATE } from '../profile/photo-focus.ts'
import { InfoDialog, type InfoTopic } from './InfoDialogs.tsx'
import { ThemeSetting } from './ThemeSetting.tsx'
import { MemberSettingSwitch } from './MemberSettingSwitch.tsx'
import { PrivacySection } from './PrivacySection.tsx'
import { PushSwitch } from './PushSwitch.tsx'
import { EditDiscoveryPreferencesLink } from '../discovery/EditDiscoveryPreferencesLink.tsx'
import { SnoozeSection } from './SnoozeSection.tsx'
import { LocationSettingsRow } from './LocationSettingsRow.tsx'
import { ContactSupportRow } from './ContactSupportRow.tsx'

export function SettingsScreen() {
  const { t, i18n } = useLingui()
  const [topic, setTopic] = useState<InfoTopic | null>(null)
  const languageName = LOCALES.find((l) => l.code === i18n.locale)?.name ?? 'English'

  const infoButton = (which: InfoTopic, label: string) => (
    <div className="settings-row">
      <button type="button" className="button button-block" onClick={() => setTopic(which)}>
        {label}
      </button>
    </div>
  )

  return (
    <div>
      <PageHeading>{t`Settings`}</PageHeading>

      <Section title={t`Account`}>
        <SubscriptionSettingsRow />
        <Row title={t`Profile Photos`} description={t`Manage your profile pictures`}>
          <Link
            to="/profile"
            state={FOCUS_PHOTO_STATE}
            className="button button-small"
            aria-label={t`Edit profile photos`}
          >
            <Trans>Edit</Trans>
          </Link>
        </Row>
        <Row title={t`Discovery Preferences`} description={t`Age range, distance, denomination`}>
          <EditDiscoveryPreferencesLink />
        </Row>
        <LocationSettingsRow />
        <Row title={t`Email address`} description={t`Confirm or change your address`}>
          <Link
            to="/settings/email"
            className="button button-small"
            aria-label={t`Manage email address`}
          >
            <Trans>Manage</Trans>
          </Link>
        </Row>
        <Row
          title={t`Where you're signed in`}
          description={t`See your devices and sign out of the ones you no longer use`}
        >
          <Link
            to="/settings/devices"
            className="button button-small"
            aria-label={t`Manage devices`}
          >
            <Trans>Manage</Trans>
          </Link>
        </Row>
        <Row
          title={t`Passkeys`}
          description={t`Sign in with your fingerprint, face or screen lock`}
        >
          <Link
            to="/settings/passkeys"
            className="button button-small"
            aria-label={t`Manage passkeys`}
          >
            <Trans>Manage</Trans>
          </Link>
        </Row>
      </Section>

      <Section title={t`Notifications`}>
        <PushSwitch />
        <MemberSettingSwitch
          setting="notifyNewMatches"
          label={t`New Matches`}
          description={t`When someone likes you back`}
        />
        <MemberSettingSwitch
          setting="notifyMessages"
          label={t`Messages`}
          description={t`When a match sends you a message`}
        />
        <MemberSettingSwitch
          setting="notifyLikes"
          label={t`Likes`}
          description={t`When someone likes your profile`}
        />
      </Section>

      <Section title={t`Privacy & Safety`}>
        <MemberSettingSwitch
          setting="showMe"
          label={t`Show me on Orthodox Hearts`}
          description={t`Make my profile discoverable`}
        />
        <MemberSettingSwitch
          setting="showAtEvents"
          label={t`Show me at parish events`}
          description={t`When you say you're going to an event, members going who match your preferences can see you`}
        />
        <MemberSettingSwitch
          setting="showDistance"
          label={t`Distance Info`}
          description={t`Show my distance to other members`}
        />
        <MemberSettingSwitch
          setting="showReadReceipts"
          label={t`Read receipts`}
          description={t`Let your matches see when you have read their messages`}
        />
        <MemberSettingSwitch
          setting="messagesFromPhotoVerifiedOnly"
          label={t`Messages from photo-verified members only`}
          description={t`Only matches whose photo a moderator has verified can message you`}
        />
        <div className="settings-row">
          <Link to="/safety" className="button button-block">
            {t`Safety Center`}
          </Link>
        </div>
        {infoButton('guidelines', t`Community Guidelines`)}
        <Row title={t`Membership Demo`} description={t`See the membership plans and limits`}>
          <Link to="/pricing-demo" className="button button-small">
            <Trans>Membership Demo</Trans>
          </Link>
        </Row>
      </Section>

      <SnoozeSection />

      <PrivacySection />

      <Section title={t`App Preferences`}>
        <ThemeSetting />
        <Row title={t`Language`} description={languageName}>
          <button
            type="button"
            className="button button-small"
            aria-label={t`Change language`}
            onClick={() => document.getElementById(LANGUAGE_SELECT_ID)?.focus()}
          >
            <Trans>Change</Trans>
          </button>
        </Row>
      </Section>

      <Section title={t`Support`}>
        {infoButton('help', t`Help Center`)}
        <ContactSupportRow />
        {infoButton('about', t`About`)}
      </Section>

      <div className="card">
        <SignOutButton className="button button-danger button-block" />
      </div>

      <footer className="settings-footer">
        <p>v1.0.0</p>
        <p>
          <Trans>Orthodox Hearts: where Orthodox hearts meet.</Trans>
        </p>
      </footer>

      <InfoDialog topic={topic} onClose={() => setTopic(null)} />
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card settings-section">
      <h2>{title}</h2>
      <div className="settings-list">{children}</div>
    </section>
  )
}

function Row({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <div className="settings-row">
      <div>
        <p>{title}</p>
        {description && <p className="muted">{description}</p>}
      </div>
      {children}
    </div>
  )
}
