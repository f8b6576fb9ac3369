import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  isMemberMessage,
  isScreenMessage,
  LATER_PARTS,
  moduleGraph,
  SCREEN_PARTS,
} from './catalog-parts.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const source = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

/**
 * The screens of web/app/routes.tsx as the route table loads them: each screen's folder, and
 * whether it loads with the members' half of the catalog (`withMemberMessages`).
 */
function routedScreens(): { folder: string; withMemberMessages: boolean }[] {
  const source = readFileSync(new URL('../web/app/routes.tsx', import.meta.url), 'utf8')
  return [
    ...source.matchAll(/lazyScreen\(\s*(withMemberMessages\()?\(\) => import\('([^']+)'\)/g),
  ].map(([, wrapped, file]) => ({
    folder: `web/${(file ?? '').replace(/^\.\.\//, '').replace(/\/[^/]+$/, '')}/`,
    withMemberMessages: wrapped !== undefined,
  }))
}

describe('the catalog halves and the route table agree', () => {
  it('finds the screens of the route table', () => {
    const screens = routedScreens()
    expect(screens.length).toBeGreaterThan(15)
    expect(screens).toContainEqual({ folder: 'web/screens/signin/', withMemberMessages: false })
    expect(screens).toContainEqual({ folder: 'web/screens/discover/', withMemberMessages: true })
  })

  // A screen that loads without the members' half must find every message it uses in the shell's
  // half, or a production build shows message ids on it; and a members' screen that loads with the
  // members' half should have its messages there, not in every page's shell half.
  it.each(routedScreens())('$folder is in the half it loads', ({ folder, withMemberMessages }) => {
    expect(isMemberMessage([[`${folder}AnyScreen.tsx`, 1]])).toBe(withMemberMessages)
  })
})

describe("a screen's own part of the catalog", () => {
  const graph = moduleGraph(SCREEN_PARTS.discover, ROOT)

  it('follows the imports of the screen, also the lazy ones, up to its later parts', () => {
    expect(graph).toContain('web/screens/discover/SwipeDeck.tsx')
    expect(graph).toContain('web/screens/discover/ProfileDialog.tsx')
    expect(graph).toContain('web/data/discover/deck.ts')
    expect(graph).not.toContain('web/screens/discover/FiltersSheet.tsx')
    expect(graph).not.toContain('web/screens/messages/MessagesScreen.tsx')
  })

  it("holds the members' messages the screen's files use, and no other screen's", () => {
    expect(isScreenMessage([['web/screens/discover/SwipeDeck.tsx', 70]], graph)).toBe(true)
    expect(
      isScreenMessage(
        [
          ['web/screens/discover/ProfileBits.tsx', 91],
          ['web/screens/favorites/FavoritesScreen.tsx', 115],
        ],
        graph,
      ),
    ).toBe(true)
    expect(isScreenMessage([['web/screens/matches/MatchesScreen.tsx', 47]], graph)).toBe(false)
    // A message the shell may show stays in the shell's half, which every page loads.
    expect(isScreenMessage([['web/app/Header.tsx', 10]], graph)).toBe(false)
  })

  // The route table loads each screen of SCREEN_PARTS with its part, and the page can load that
  // part in every language (web/i18n/activate-language.ts).
  it.each(Object.entries(SCREEN_PARTS))('%s loads with its own part', (part, entry) => {
    const file = entry.replace(/^web\//, '../')
    expect(source('web/app/routes.tsx')).toContain(
      `withMemberMessages(() => import('${file}'), '${part}')`,
    )
    expect(source('web/i18n/activate-language.ts')).toContain(`query: { part: '${part}' }`)
  })
})

describe('a later part of a screen', () => {
  it("is left out of the screen's part and holds its own messages", () => {
    const [entry] = LATER_PARTS['theological-match']
    expect(moduleGraph(SCREEN_PARTS.discover, ROOT)).not.toContain(entry)
    const own = moduleGraph(entry, ROOT)
    expect(own).toContain(entry)
    expect(isScreenMessage([[entry, 40]], own)).toBe(true)
    // A message another screen shares stays in its part too.
    const shared = [
      [entry, 24],
      ['web/screens/questionnaire/faith-profile-sections.ts', 95],
    ] as const
    expect(isScreenMessage(shared, own)).toBe(true)
  })

  it('loads with its code, in every language', () => {
    expect(source('web/screens/discover/theological-match-loader.ts')).toContain(
      "import('../../i18n/theological-match-part.ts')",
    )
    expect(source('web/i18n/theological-match-part.ts')).toContain(
      "query: { part: 'theological-match' }",
    )
    expect(source('web/screens/discover/vitals-loader.ts')).toContain(
      "import('../../i18n/vitals-part.ts')",
    )
    expect(source('web/i18n/vitals-part.ts')).toContain("query: { part: 'vitals' }")
    expect(source('web/screens/discover/DiscoverScreen.tsx')).toContain(
      "import('../../i18n/discover-later-part.ts')",
    )
    expect(source('web/i18n/discover-later-part.ts')).toContain("query: { part: 'discover-later' }")
  })

  it('keeps the words of what Discover shows only when asked off its first part', () => {
    const discover = moduleGraph(SCREEN_PARTS.discover, ROOT)
    const later = moduleGraph(LATER_PARTS['discover-later'], ROOT)
    for (const root of LATER_PARTS['discover-later']) {
      expect(discover).not.toContain(root)
      expect(later).toContain(root)
    }
    const sheetOnly = [['web/screens/discover/FiltersSheet.tsx', 120]] as const
    expect(isScreenMessage(sheetOnly, discover)).toBe(false)
    expect(isScreenMessage(sheetOnly, later)).toBe(true)
    // A word the first card shows as well stays in Discover's part.
    const both = [...sheetOnly, ['web/screens/discover/SwipeDeck.tsx', 70]] as const
    expect(isScreenMessage(both, discover)).toBe(true)
  })

  it("keeps the vitals' words off Discover's first part (issue #33 part 3)", () => {
    const discover = moduleGraph(SCREEN_PARTS.discover, ROOT)
    const vitals = moduleGraph(LATER_PARTS.vitals, ROOT)
    // The words live in web/domain/vitals.ts, which the builder also uses.
    expect(discover).not.toContain('web/domain/vitals.ts')
    expect(vitals).toContain('web/domain/vitals.ts')
    expect(isScreenMessage([['web/domain/vitals.ts', 11]], discover)).toBe(false)
    expect(isScreenMessage([['web/domain/vitals.ts', 11]], vitals)).toBe(true)
  })
})
