import { i18n } from '@lingui/core'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { languageTag, SOURCE_LOCALE } from '#shared/domain/languages.ts'
import { App } from './App.tsx'
import { preloadScreenAt } from './routes.tsx'

/**
 * The markup of a signed-out page as React renders it at its first paint: the same route table,
 * providers and screen as the page, with the source language's shell messages and no session
 * known yet. build/prerender-sign-in.ts runs it at build time and puts the sign-in page's
 * markup into index.html, where the page shows it before its scripts have loaded and React
 * hydrates it (web/main.tsx). Every Suspense boundary is resolved before the markup is taken.
 */
export async function renderSignedOutPage(
  pathname: string,
  messages: Record<string, string>,
): Promise<string> {
  i18n.loadAndActivate({ locale: SOURCE_LOCALE, locales: [languageTag(SOURCE_LOCALE)], messages })
  await preloadScreenAt(pathname)
  const { prelude } = await prerender(
    <Router ssrPath={pathname} ssrSearch="">
      <App />
    </Router>,
  )
  return new Response(prelude).text()
}
