import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MatchPreferences } from '#shared/schemas/preferences.ts'
import {
  IMPORTANCE_LABELS,
  PREFERENCE_STEPS,
  REVIEW_STEP,
  THEOLOGICAL_ISSUE_LABELS,
  formatValue,
  isShown,
  type IssueKey,
  type PreferenceItem,
} from './preference-steps.ts'

/** The last step: every choice of the five steps before it, grouped as the steps were. */
export function PreferencesReview({ values }: { values: MatchPreferences }) {
  const { i18n } = useLingui()
  return (
    <div className="preferences-review">
      {PREFERENCE_STEPS.slice(0, REVIEW_STEP).map((step) => (
        <section key={step.title.id}>
          <h3>{i18n._(step.title)}</h3>
          <dl className="definition-list">
            {step.items
              .filter((item) => isShown(item, values))
              .map((item) =>
                item.kind === 'issues' ? (
                  (Object.keys(THEOLOGICAL_ISSUE_LABELS) as IssueKey[]).map((issue) => (
                    <Row
                      key={issue}
                      term={i18n._(THEOLOGICAL_ISSUE_LABELS[issue])}
                      value={i18n._(IMPORTANCE_LABELS[values.theologicalIssues[issue]])}
                    />
                  ))
                ) : (
                  <Row
                    key={item.key}
                    term={i18n._(item.label)}
                    value={<Answer item={item} values={values} />}
                  />
                ),
              )}
          </dl>
        </section>
      ))}
    </div>
  )
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  )
}

function Answer({ item, values }: { item: PreferenceItem; values: MatchPreferences }) {
  const { t, i18n } = useLingui()
  switch (item.kind) {
    case 'range': {
      const [low, high] = values[item.key]
      return `${formatValue(item.key, low)} – ${formatValue(item.key, high)}`
    }
    case 'children':
      return formatValue('numberOfChildren', values.numberOfChildren)
    case 'list': {
      const chosen = values[item.key]
      return chosen.length > 0 ? chosen.join(', ') : t`Any`
    }
    case 'single': {
      const value = values[item.key]
      const descriptor = value === undefined ? undefined : item.options[value]
      return descriptor ? i18n._(descriptor) : t`Not specified`
    }
    case 'issues':
      return null
  }
}
