import type { BootConfig } from './boot-config.ts'

/**
 * The style script: runs right after the start-up style sheet (so the cascade keeps Vite's order:
 * the start-up sheet, then Discover's) when the head script found a picture to show and the
 * browser knows `blocking="render"`: Discover's style sheets (already on their way, preloaded by
 * the head script) become render-blocking, so the page's first paint is the picture, styled, with
 * its style and layout done before it rather than in a task of their own after it. A browser
 * without `blocking` shows the picture once the sheets have loaded (page.ts).
 */
export function runStyle(config: BootConfig['style']): void {
  const state = window.ohBoot
  if (!state?.snapshot || !state.renderBlocking) return
  for (const href of config.discoverCss) {
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = href
    sheet.crossOrigin = ''
    sheet.setAttribute('blocking', 'render')
    document.head.append(sheet)
  }
}
