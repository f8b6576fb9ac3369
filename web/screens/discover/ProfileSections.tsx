import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { abbreviateIncome } from '#shared/domain/income.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'

/**
 * The detail view's groups of the member's profile (issue #33 part 2): Basics, Faith and About,
 * every field the profile builder collects that the member shows (decision 051: a hidden
 * sensitive field comes as null and, like a field not given, has no row). The Vitals group is
 * Vitals.tsx; these load with it, a later part of the catalog (build/catalog-parts.ts).
 */

/** One row of a group: its label and the member's answer (null: no row). */
type Row = { key: string; label: string; value: ReactNode }

/** A quiet panel of label and answer rows under a heading; nothing when no row has an answer. */
export function DetailPanel({
  title,
  rows,
  className,
  children,
}: {
  title: ReactNode
  rows: Row[]
  className?: string
  children?: ReactNode
}) {
  const headingId = useId()
  const given = rows.filter((row) => row.value !== null && row.value !== '')
  if (given.length === 0 && !children) return null
  return (
    <section
      className={`detail-panel detail-group ${className ?? ''}`.trim()}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{title}</h3>
      {children}
      {given.length > 0 && (
        <dl>
          {given.map(({ key, label, value }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

/** Bust/chest, waist and hips/inseam in inches, as the builder takes them: '34–27–37 in'. */
function measurementsOf(profile: PublicProfile): string | null {
  const { bustChest, waist, hipsInseam } = profile
  if (bustChest === null || waist === null || hipsInseam === null) return null
  return `${bustChest}–${waist}–${hipsInseam}`
}

/** Basics: age, where, how far, height, weight, eye colour, race, measurements. */
export function BasicsSection({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  // ProfileBits' words are Discover's first part: these are said again here, not imported.
  const place = [profile.location, profile.country].filter(Boolean).join(', ')
  const miles = profile.distanceMiles
  const weight = profile.weight
  const measurements = measurementsOf(profile)
  return (
    <DetailPanel
      title={<Trans>Basics</Trans>}
      rows={[
        { key: 'age', label: t`Age`, value: String(profile.age) },
        { key: 'location', label: t`Location`, value: place || null },
        {
          key: 'distance',
          label: t`Distance`,
          value: miles === null ? null : t`${miles} miles away`,
        },
        { key: 'height', label: t`Height`, value: profile.height },
        { key: 'weight', label: t`Weight`, value: weight === null ? null : t`${weight} lbs` },
        { key: 'eyeColor', label: t`Eye color`, value: profile.eyeColor },
        { key: 'race', label: t`Race/ethnicity`, value: profile.race },
        {
          key: 'measurements',
          label: t`Measurements`,
          value: measurements === null ? null : t`${measurements} in`,
        },
        { key: 'cupSize', label: t`Cup size`, value: profile.cupSize },
      ]}
    />
  )
}

/** Faith: denomination, jurisdiction, church attendance. */
export function FaithSection({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  return (
    <DetailPanel
      title={<Trans>Faith</Trans>}
      rows={[
        { key: 'denomination', label: t`Denomination`, value: profile.denomination },
        { key: 'jurisdiction', label: t`Jurisdiction`, value: profile.jurisdiction },
        {
          key: 'churchAttendance',
          label: t`Church attendance`,
          value: profile.churchAttendanceFrequency,
        },
      ]}
    />
  )
}

/** About: the bio, then occupation, education, income, English, MBTI type, love language. */
export function AboutSection({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const income = profile.income === null ? null : abbreviateIncome(profile.income)
  return (
    <DetailPanel
      title={<Trans>About</Trans>}
      className="detail-about"
      rows={[
        { key: 'occupation', label: t`Occupation`, value: profile.occupation },
        { key: 'education', label: t`Education level`, value: profile.educationLevel },
        { key: 'income', label: t`Income`, value: income },
        { key: 'english', label: t`English fluency`, value: profile.englishFluency },
        { key: 'mbti', label: t`MBTI type`, value: profile.mbtiType },
        { key: 'loveLanguage', label: t`Love language`, value: profile.loveLanguage },
      ]}
    >
      {profile.bio && <p className="detail-bio">{profile.bio}</p>}
    </DetailPanel>
  )
}
