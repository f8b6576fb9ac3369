import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import { createServer, type Plugin, type Rollup } from 'vite'
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

/** The page whose markup index.html carries. */
export const PRERENDERED_PATH = '/signin'
const TEMPLATE_ID = 'prerendered-page'
/**
 * Where web/index.html takes the prerendered page with its script; the head script goes before
 * the start-up style sheet, after the (held) module script tags it starts.
 */
const BODY_MARK = '<!-- first-paint: body -->'

/** The localStorage keys and the source locale, from the modules that own them. */
interface Keys {
  session: string
  /** The top card's photo (web/data/discover/first-card-photo.ts), and what its value must match. */
  firstCardPhoto: string
  firstCardPhotoPattern: RegExp
  /** Discover's picture from the last visit (web/app/snapshot-store.ts). */
  snapshot: string
  language: string
  theme: string
  sourceLocale: string
  /** The id of the header's language dropdown (web/app/LanguageSelect.tsx). */
  languageSelect: string
}

/** What the head script fetches before the start-up chunk has run. */
export interface FirstScreenFiles {
  /** Per locale code: the shell's catalog part and Discover's. */
  catalogs: Record<string, { shell: string; discover: string }>
  /** Discover's chunk and every chunk it imports statically, with the bottom navigation's. */
  discover: string[]
  /** Discover's style sheets. */
  discoverCss: string[]
}

/**
 * How long a returning member's start-up scripts wait for the picture of the last visit to be
 * painted, at most (a photo that never arrives must not keep the app from starting).
 */
export const HOLD_MAX_MS = 1500

/**
 * Vite's module script tags, as index.html carries them held (`type="oh/module"`: a browser
 * neither fetches nor runs a script of a type it does not know); the head script starts them.
 */
const MODULE_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
const HELD_TAG = '<script type="oh/module" data-module crossorigin src="$1"></script>'

/**
 * Runs first, in <head>, before the start-up style sheet (a script after a style sheet waits for
 * it): the stored Dark Mode choice (web/data/theme-preference.ts), or the phone's own setting
 * when the choice is System (nothing stored), so a dark device never paints the light colours
 * first; and the fetches that the start-up chunk would only start once it has downloaded and run
 * (web/main.tsx): the stored language's shell catalog on every page and, when a member's device
 * opens Discover, Discover's chunks, catalog part and styles (all with `crossorigin`, as Vite's
 * own tags ask for them, or the browser fetches them twice), and the photo of the card that was on
 * top when Discover was last seen (as an image, with the page's cookies, at high priority: the
 * first screen's largest paint).
 *
 * The scripts themselves start here (`ohStart`: the held module tags and every modulepreload),
 * at once, except on a returning member's Discover with a picture of the last visit to show
 * (decision 038): there the page script starts them once the picture and its photo are painted,
 * so on a slow connection the card's photo does not share the line with 130 KB of scripts.
 */
const headScript = (
  { theme, session, language, sourceLocale, firstCardPhoto, firstCardPhotoPattern, snapshot }: Keys,
  files: FirstScreenFiles,
) =>
  `var ohSnapshot=null,ohStart=function(){if(ohStart.done)return;ohStart.done=1;var d=document,` +
  `a=function(h,r){var e=d.createElement(r?'script':'link');if(r){e.type='module';e.src=h}else{e.rel='modulepreload';e.href=h}e.crossOrigin='';d.head.appendChild(e)};` +
  `ohStart.files.forEach(function(h){a(h)});ohStart.modules.forEach(function(h){a(h);a(h,1)})};` +
  `ohStart.modules=[].map.call(document.querySelectorAll('script[data-module]'),function(e){return e.getAttribute('src')});ohStart.files=[];` +
  `try{var s=localStorage,d=document;` +
  `var t=s.getItem(${JSON.stringify(theme)});` +
  `d.documentElement.dataset.theme=t==='dark'||t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
  `var C=${JSON.stringify(files.catalogs)},` +
  `g=s.getItem(${JSON.stringify(language)}),l=JSON.parse(g||'{}').language,` +
  `c=C.hasOwnProperty(l)?C[l]:C[${JSON.stringify(sourceLocale)}],f=[c.shell],y=[],` +
  `m=JSON.parse(s.getItem(${JSON.stringify(session)})||'null')||{};` +
  `if(location.pathname==='/'&&typeof m.memberId==='number'){` +
  `f=f.concat(${JSON.stringify(files.discover)},[c.discover]);y=${JSON.stringify(files.discoverCss)};` +
  `var p=s.getItem(${JSON.stringify(firstCardPhoto)});` +
  `if(p&&${firstCardPhotoPattern.toString()}.test(p)){var i=d.createElement('link');i.rel='preload';i.as='image';i.href=p;i.fetchPriority='high';d.head.appendChild(i)}` +
  `var n=JSON.parse(s.getItem(${JSON.stringify(snapshot)})||'null');` +
  `if(!location.search&&n&&n.memberId===m.memberId&&n.language===g&&n.build===ohStart.modules.join(' ')){ohSnapshot=n;n.blocking='blocking' in HTMLLinkElement.prototype}}` +
  `y.forEach(function(h){var e=d.createElement('link');e.rel='preload';e.as='style';e.href=h;e.crossOrigin='';d.head.appendChild(e)});` +
  `ohStart.files=f}catch(e){ohSnapshot=null}` +
  `if(ohSnapshot)setTimeout(ohStart,${HOLD_MAX_MS});else ohStart()`

/**
 * Runs right after the start-up style sheet (so the cascade keeps Vite's order: the start-up
 * sheet, then Discover's), when the head script found a picture to show and the browser knows
 * `blocking="render"`: Discover's style sheets (already on their way, preloaded by the head
 * script) become render-blocking, so the page's first paint is the picture, styled, with its
 * style and layout done before it rather than in a task of their own after it. A browser without
 * `blocking` shows the picture once the sheets have loaded (the page script).
 */
const styleScript = (css: string[]) =>
  `if(ohSnapshot&&ohSnapshot.blocking)${JSON.stringify(css)}.forEach(function(h){var e=document.createElement('link');e.rel='stylesheet';e.href=h;e.crossOrigin='';e.setAttribute('blocking','render');document.head.appendChild(e)})`

/**
 * Runs right after #root, before the first paint: a signed-out visitor (no session marker) who
 * opens the sign-in page, with no query and the source language, sees it at once (#root gets the
 * prerendered markup; web/main.tsx then hydrates it). Any other page keeps the header alone.
 * A form sent before React has taken the page over is not sent natively (that would put the
 * password in the address): it is marked `data-sent-early`, and the sign-in screen sends it once
 * React has taken the page over (web/screens/signin/SignInScreen.tsx). So is a language picked in
 * the header meanwhile (React puts the dropdown back to the language it rendered): it is kept as
 * `data-picked-early`, and the sign-in screen switches to it.
 */
const pageScript = (
  { session, language, sourceLocale, languageSelect }: Keys,
  files: FirstScreenFiles,
) =>
  `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(language)})||'{}').language;` +
  `if(location.pathname===${JSON.stringify(PRERENDERED_PATH)}&&!location.search&&` +
  `localStorage.getItem(${JSON.stringify(session)})===null&&(l===undefined||l===${JSON.stringify(sourceLocale)})){` +
  `var r=document.getElementById('root');` +
  `r.replaceChildren(document.getElementById(${JSON.stringify(TEMPLATE_ID)}).content.cloneNode(true));` +
  `r.dataset.prerendered=${JSON.stringify(PRERENDERED_PATH)};` +
  `r.querySelector('form').onsubmit=function(e){e.preventDefault();this.dataset.sentEarly=''};` +
  `var s=document.getElementById(${JSON.stringify(languageSelect)});` +
  `if(s)s.onchange=function(){this.dataset.pickedEarly=this.value}}` +
  snapshotScript(files.discoverCss) +
  `}catch(e){ohStart()}`

/**
 * Part of the page script: when the head script found Discover's picture from the last visit
 * (web/app/first-screen-snapshot.ts) fit to show (the same member's, in the same language, from
 * this build), it is put in #root once Discover's style sheets have loaded (they are not render
 * blocking when a script adds them), and only if the app has not started rendering by then
 * (\`data-started\`). The picture is inert and aria-hidden: the app takes its place when ready.
 * The scripts start once the browser reports the picture's top photo as painted (its largest
 * contentful paint); where it cannot say, one frame after the photo has loaded; with no photo, one
 * frame after the picture (and after HOLD_MAX_MS in any case, from the head script).
 */
const snapshotScript = (css: string[]) =>
  `else if(ohSnapshot){var d=document,r=d.getElementById('root'),k=ohSnapshot.blocking?[]:${JSON.stringify(css)},w=k.length,` +
  `g=function(){requestAnimationFrame(function(){setTimeout(ohStart,0)})},` +
  `o=function(){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return g();` +
  `new P(function(l,b){if(l.getEntries().some(function(e){return e.element===q})){b.disconnect();setTimeout(ohStart,0)}}).observe({type:'largest-contentful-paint',buffered:true})},` +
  `v=function(){if(--w>0)return;if(r.dataset.started!==undefined)return ohStart();r.innerHTML=ohSnapshot.html;r.inert=true;r.setAttribute('aria-hidden','true');r.dataset.snapshot='/';` +
  `var q=r.querySelector('.swipe-card:not(.swipe-card-under) .card-photo-image img');if(!q)g();else if(q.complete)o();else{q.onload=o;q.onerror=g}};` +
  `w++;k.forEach(function(h){var e=d.createElement('link');e.rel='stylesheet';e.href=h;e.crossOrigin='';e.onload=e.onerror=v;d.head.appendChild(e)});v()}`

const asset = (fileName: string) => `/${fileName}`

/**
 * The files of FirstScreenFiles in the build's bundle: the chunks of Discover's module and of the
 * bottom navigation with their static imports (the start-up chunk excepted: index.html loads it),
 * their style sheets, and each locale's shell and Discover catalog parts.
 */
export function firstScreenFiles(bundle: Rollup.OutputBundle, html: string): FirstScreenFiles {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  )
  const byFacade = (pattern: RegExp) => chunks.filter((c) => pattern.test(c.facadeModuleId ?? ''))
  // What index.html loads itself (the start-up chunk and the runtime).
  const initial = new Set(chunks.map((c) => c.fileName).filter((f) => html.includes(`/${f}"`)))
  const discover = new Set<string>()
  const css = new Set<string>()
  const add = (fileName: string) => {
    if (initial.has(fileName) || discover.has(fileName)) return
    discover.add(fileName)
    const chunk = bundle[fileName] as Rollup.OutputChunk
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet)
    chunk.imports.forEach(add)
  }
  const roots = byFacade(/\/web\/(?:screens\/discover\/DiscoverScreen|app\/BottomNav)\.tsx$/)
  if (roots.length !== 2) throw new Error('Discover or the bottom navigation has no chunk')
  for (const root of roots) add(root.fileName)
  const catalogs: FirstScreenFiles['catalogs'] = {}
  for (const chunk of byFacade(/\/locales\/[^/]+\/messages\.po\?part=(?:shell|discover)$/)) {
    const [, code, part] = /\/locales\/([^/]+)\/messages\.po\?part=(\w+)$/.exec(
      chunk.facadeModuleId!,
    )!
    catalogs[code!] = { ...catalogs[code!], [part!]: asset(chunk.fileName) } as {
      shell: string
      discover: string
    }
  }
  return {
    catalogs,
    discover: [...discover].map(asset),
    discoverCss: [...css].map(asset),
  }
}

/**
 * What index.html does before the scripts have loaded (decision 021): the head script above and
 * the sign-in page, rendered at build time by React from the app's own route table
 * (web/app/prerender.tsx), with the script that shows it. The server allows these inline scripts
 * by their hash (api/http/static-files.ts); the rest of the CSP is unchanged.
 */
export function firstPaint(): Plugin {
  return {
    name: 'oh:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('index.html is transformed without its bundle')
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
          const [
            { renderSignedOutPage },
            { messages },
            marker,
            preference,
            theme,
            languages,
            firstCard,
            snapshotStore,
            languageSelect,
          ] = await Promise.all([
            load('app/prerender.tsx'),
            load('locales/en/messages.po?part=shell'),
            load('data/session-marker.ts'),
            load('i18n/language-preference.ts'),
            load('data/theme-preference.ts'),
            load('../shared/domain/languages.ts'),
            load('data/discover/first-card-photo.ts'),
            load('app/snapshot-store.ts'),
            load('app/LanguageSelect.tsx'),
          ])
          const keys: Keys = {
            session: marker.SESSION_MARKER_KEY,
            language: preference.PREFERENCE_KEY,
            theme: theme.THEME_KEY,
            sourceLocale: languages.SOURCE_LOCALE,
            firstCardPhoto: firstCard.FIRST_CARD_PHOTO_KEY,
            firstCardPhotoPattern: firstCard.FIRST_CARD_PHOTO_PATTERN,
            snapshot: snapshotStore.SNAPSHOT_KEY,
            languageSelect: languageSelect.LANGUAGE_SELECT_ID,
          }
          const markup: string = await renderSignedOutPage(PRERENDERED_PATH, messages)
          if (!markup.includes('<form')) throw new Error('The prerendered sign-in page has no form')
          if (!html.includes(BODY_MARK)) throw new Error(`web/index.html has lost ${BODY_MARK}`)
          const files = firstScreenFiles(bundle, html)
          const held = html.replace(MODULE_TAG, HELD_TAG)
          if (!held.includes('data-module')) throw new Error('index.html has no module script')
          const sheet = /<link rel="stylesheet"[^>]*>/.exec(held)
          if (!sheet) throw new Error('index.html has no style sheet')
          const afterSheet = sheet.index + sheet[0].length
          return (
            held.slice(0, sheet.index) +
            `<script>${headScript(keys, files)}</script>\n    ` +
            held.slice(sheet.index, afterSheet) +
            `\n    <script>${styleScript(files.discoverCss)}</script>` +
            held.slice(afterSheet)
          ).replace(
            BODY_MARK,
            `<template id="${TEMPLATE_ID}">${markup}</template>\n    <script>${pageScript(keys, files)}</script>`,
          )
        } finally {
          await server.close()
        }
      },
    },
  }
}
