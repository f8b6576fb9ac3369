import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '#shared/domain/languages.ts'
import { PROFILE_PROMPT_IDS } from '#shared/domain/profile-prompts.ts'
import { activateLanguage, loadMemberMessages } from '../../i18n/activate-language.ts'
import { PROMPT_TEXTS } from './prompt-texts.ts'

/** The 40 profile prompts (issue #37) read in every language of the app, each its own words. */

async function promptsIn(code: (typeof LOCALE_CODES)[number]) {
  await activateLanguage(code, { remember: false })
  await loadMemberMessages()
  return PROFILE_PROMPT_IDS.map((id) => i18n._(PROMPT_TEXTS[id]))
}

describe('the prompts’ words', () => {
  it('are forty different prompts in English', async () => {
    const english = await promptsIn('en')
    expect(english).toHaveLength(40)
    expect(new Set(english).size).toBe(40)
    expect(english).toContain('My patron saint, and why')
  })

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    'are translated into %s, forty different texts, none left in English',
    async (code) => {
      const english = await promptsIn('en')
      const translated = await promptsIn(code)
      expect(new Set(translated).size).toBe(40)
      for (const [index, text] of translated.entries()) expect(text).not.toBe(english[index])
    },
  )
})
