import { startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import type { ReactNode } from 'react'
import { saveSnapshot } from './snapshot-store.ts'
import { whenFirstScreenShown } from './when-idle.ts'

/*
 * A picture of Discover as the member left it, painted by index.html before any script has run
 * (decision 029). When Discover goes to the background or the page is left, the markup React
 * made is kept in localStorage; when the same member's device opens `/` again with the same
 * language and the same build, the page script (web/boot/page.ts) puts it in #root, so the
 * header, the top card and its photo are on screen at once on a slow phone. The picture is
 * inert and hidden from assistive technology: the app renders behind it and takes its place,
 * in one step, once its own first card is shown. Removed at sign-out.
 */
/**
 * While Discover shows what the next visit opens with (`worthy`: the swipe deck with no filter
 * set), keeps its picture whenever the page is hidden or left.
 */
export function useSnapshotOnLeave(memberId: number, worthy: boolean): void {
  useEffect(() => {
    if (!worthy) return
    const onHide = () => {
      if (document.visibilityState === 'hidden') saveSnapshot(memberId)
    }
    const onPageHide = () => saveSnapshot(memberId)
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onPageHide)
    }
  }, [memberId, worthy])
}

/** How long the swap waits for the live card's photo to be decoded, at most. */
const DECODE_WAIT_MS = 300

/**
 * Renders the app behind the picture the page script put in `root`, and swaps it in once the
 * first screen is shown (its top card's photo decoded, so it does not blink).
 */
export function renderBehindSnapshot(root: HTMLElement, app: ReactNode): void {
  const live = document.createElement('div')
  live.hidden = true
  root.after(live)
  // Not urgent (the picture is on screen): rendered in a transition, which React splits into
  // short tasks, so a slow phone's main thread stays free for the member's first tap.
  startTransition(() => createRoot(live).render(app))
  whenFirstScreenShown(() => {
    const photo = live.querySelector<HTMLImageElement>('.swipe-card img')
    const decoded = photo ? photo.decode().catch(() => {}) : Promise.resolve()
    const wait = new Promise((resolve) => setTimeout(resolve, DECODE_WAIT_MS))
    void Promise.race([decoded, wait]).then(() => {
      root.replaceWith(live)
      live.id = 'root'
      live.hidden = false
    })
  })
}
