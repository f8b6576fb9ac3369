import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isMemberMessage } from './catalog-parts.ts'

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
