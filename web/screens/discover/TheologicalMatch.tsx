import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'wouter'
import { compatibilityBand } from '#shared/domain/compatibility-band.ts'
import {
  THEOLOGY_AREAS,
  type AgreementLevel,
  type TheologyArea,
  type UnscoredReason,
} from '#shared/domain/theology-areas.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import './theological-match.css'

/**
 * The theological score beside compatibility in the detail view, and its why (issue 33, core §1):
 * the areas of the faith questionnaire where the two agreed and differed, or, with no score, why
 * not — never the default 75 as if it meant something.
 */

/** The areas by the faith profile's section titles (web/screens/questionnaire). */
const AREA_NAMES: Record<TheologyArea, MessageDescriptor> = {
  beliefs: msg`Core Orthodox Beliefs`,
  practice: msg`Spiritual Practice`,
  issues: msg`Contemporary Issues`,
  family: msg`Family & Values`,
  expectations: msg`Background & Preferences`,
}

const LEVEL_NAMES: Record<AgreementLevel, MessageDescriptor> = {
  agree: msg({ message: 'Agree', context: 'theological match of an area' }),
  mixed: msg({ message: 'Partly', context: 'theological match of an area' }),
  differ: msg({ message: 'Differ', context: 'theological match of an area' }),
}

const LEVEL_BANDS: Record<AgreementLevel, string> = {
  agree: 'green',
  mixed: 'gold',
  differ: 'orange',
}

export { CompatibilityUnknown } from './CompatibilityUnknown.tsx'

/**
 * 'NN% theological match' in the score's colour band; without a real score, what is missing for
 * one (theology.missing).
 */
export function TheologicalScoreBadge({ profile }: { profile: PublicProfile }) {
  const score = profile.theologicalScore
  const theology = profile.theology
  if (theology?.kind === 'unscored') {
    // No score of 75 or 100 made up: what the viewer can do, or that there is too little shared.
    return (
      <span className="compat compat-unknown">
        {theology.missing === 'viewer' || theology.missing === 'both' ? (
          <Trans>Take the faith questionnaire to see your theological match</Trans>
        ) : (
          <Trans>Not enough shared yet</Trans>
        )}
      </span>
    )
  }
  if (score === null || theology?.kind !== 'compared') return null
  const rounded = Math.round(score)
  return (
    <span className={`compat compat-${compatibilityBand(rounded)}`}>
      <Trans>{rounded}% theological match</Trans>
    </span>
  )
}

/** The why of the theological score: by area when scored, or who has no questionnaire. */
export function TheologicalMatchSection({ profile }: { profile: PublicProfile }) {
  const headingId = useId()
  const theology = profile.theology
  if (!theology) return null
  return (
    <section className="theology detail-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Theological match</Trans>
      </h3>
      {theology.kind === 'compared' ? (
        <ComparedAreas questions={theology.questions} areas={theology.areas} />
      ) : (
        <Unscored missing={theology.missing} name={profile.firstName} />
      )}
    </section>
  )
}

function ComparedAreas({
  questions,
  areas,
}: {
  questions: number
  areas: Partial<Record<TheologyArea, AgreementLevel>>
}) {
  const { i18n } = useLingui()
  const told = THEOLOGY_AREAS.filter((area) => areas[area])
  return (
    <>
      <p className="theology-basis">
        <Plural
          value={questions}
          one="From the one question you both answered in the faith questionnaire."
          other="From the # questions you both answered in the faith questionnaire."
        />
      </p>
      {told.length > 0 ? (
        <ul className="settings-list">
          {told.map((area) => {
            const level = areas[area]!
            return (
              <li key={area} className="settings-row">
                <span className="theology-area">{i18n._(AREA_NAMES[area])}</span>
                <span className={`compat compat-${LEVEL_BANDS[level]}`}>
                  {i18n._(LEVEL_NAMES[level])}
                </span>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="theology-basis">
          <Trans>Too few questions in common yet to tell by topic.</Trans>
        </p>
      )}
    </>
  )
}

function Unscored({ missing, name }: { missing: UnscoredReason; name: string }) {
  return (
    <>
      <p className="theology-basis">
        {missing === 'member' && (
          <Trans>{name} has not taken the faith questionnaire yet, so there is no score.</Trans>
        )}
        {missing === 'viewer' && (
          <Trans>You have not taken the faith questionnaire yet, so there is no score.</Trans>
        )}
        {missing === 'both' && (
          <Trans>
            Neither you nor {name} has taken the faith questionnaire yet, so there is no score.
          </Trans>
        )}
        {missing === 'shared' && (
          <Trans>
            You and {name} have not answered the same questions yet, so there is no score.
          </Trans>
        )}
      </p>
      {(missing === 'viewer' || missing === 'both') && (
        <Link href="/questionnaire" className="theology-take">
          <Trans>Take the faith questionnaire</Trans>
        </Link>
      )}
    </>
  )
}
