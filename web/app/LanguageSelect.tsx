import { useLingui } from '@lingui/react/macro'
import { isLocaleCode, LOCALES } from '#shared/domain/languages.ts'
import { activateLanguage } from '../i18n/activate-language.ts'

/** The id the Settings screen's "Change" button moves focus to. */
export const LANGUAGE_SELECT_ID = 'language-select'

/** The header's language dropdown: the nine interface languages, each in its own script. */
export function LanguageSelect() {
  const { t, i18n } = useLingui()
  return (
    <div className="language-select">
      <label htmlFor={LANGUAGE_SELECT_ID} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={LANGUAGE_SELECT_ID}
        value={i18n.locale}
        onChange={(event) => {
          const code = event.target.value
          if (isLocaleCode(code)) void activateLanguage(code)
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.tag}>
            {locale.name}
          </option>
        ))}
      </select>
    </div>
  )
}
