import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import { createServer, type Plugin } from 'vite'
import babel from 'vite-plugin-babel'
import { catalogParts } from './catalog-parts.ts'

/** The Lingui macros, compiled as vite.config.ts compiles them for the page. */
export function linguiMacros(): Plugin {
  return babel({
    include: /\/web\/.*\.[jt]sx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  }) as Plugin
}

/** The page whose markup index.html carries, and the element that holds it. */
export const PRERENDERED_PATH = '/signin'
const TEMPLATE_ID = 'prerendered-page'

interface Keys {
  session: string
  language: string
  theme: string
  sourceLocale: string
}

/**
 * Runs before the first paint, in <head>: the stored Dark Mode (web/data/theme-preference.ts),
 * so a dark device never paints the light colours first.
 */
const themeScript = ({ theme }: Keys) =>
  `try{if(localStorage.getItem(${JSON.stringify(theme)})==='dark')document.documentElement.dataset.theme='dark'}catch{}`

/**
 * Runs right after #root, before the first paint: a signed-out visitor (no session marker) who
 * opens the sign-in page, with no query and the source language, sees it at once (#root gets the
 * prerendered markup; web/main.tsx then hydrates it). Any other page keeps the header alone.
 * A form sent before React has taken the page over is not sent natively (that would put the
 * password in the address): it is marked `data-sent-early`, and the sign-in screen sends it once
 * React has taken the page over (web/screens/signin/SignInScreen.tsx).
 */
const pageScript = ({ session, language, sourceLocale }: Keys) =>
  `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(language)})||'{}').language;` +
  `if(location.pathname===${JSON.stringify(PRERENDERED_PATH)}&&!location.search&&` +
  `localStorage.getItem(${JSON.stringify(session)})===null&&(l===undefined||l===${JSON.stringify(sourceLocale)})){` +
  `var r=document.getElementById('root');r.replaceChildren(document.getElementById(${JSON.stringify(TEMPLATE_ID)}).content.cloneNode(true));` +
  `r.dataset.prerendered=${JSON.stringify(PRERENDERED_PATH)};` +
  `r.querySelector('form').onsubmit=function(e){e.preventDefault();this.dataset.sentEarly=''}}}catch{}`

/**
 * The sign-in page in index.html, rendered at build time by React from the app's own route table
 * (web/app/prerender.tsx), with the two small scripts above. The server allows these inline
 * scripts by their hash (api/http/static-files.ts), the rest of the CSP unchanged (decision 021).
 */
export function prerenderSignIn(): Plugin {
  return {
    name: 'oh:prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const root = path.resolve('web')
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          plugins: [linguiMacros(), lingui(), catalogParts()],
        })
        try {
          const load = (file: string) => server.ssrLoadModule(path.join(root, file))
          const [{ renderSignedOutPage }, { messages }, marker, preference, theme, languages] =
            await Promise.all([
              load('app/prerender.tsx'),
              load('locales/en/messages.po?part=shell'),
              load('data/session-marker.ts'),
              load('i18n/language-preference.ts'),
              load('data/theme-preference.ts'),
              load('../shared/domain/languages.ts'),
            ])
          const keys: Keys = {
            session: marker.SESSION_MARKER_KEY,
            language: preference.PREFERENCE_KEY,
            theme: theme.THEME_KEY,
            sourceLocale: languages.SOURCE_LOCALE,
          }
          const markup: string = await renderSignedOutPage(PRERENDERED_PATH, messages)
          if (!markup.includes('<form')) throw new Error('The prerendered sign-in page has no form')
          return html
            .replace('</title>', `</title>\n    <script>${themeScript(keys)}</script>`)
            .replace(
              '<script type="module"',
              `<template id="${TEMPLATE_ID}">${markup}</template>\n    <script>${pageScript(keys)}</script>\n    <script type="module"`,
            )
        } finally {
          await server.close()
        }
      },
    },
  }
}
