import { useEffect } from 'react'

/**
 * While mounted, keeps `--keyboard-inset` on <html> at the height the on-screen keyboard covers at
 * the foot of the layout viewport (0 with no keyboard), from the Visual Viewport API: phones shrink
 * the visual viewport, not the layout one, when the keyboard opens. The chat's height subtracts it
 * (messages.css), so the composer rides on top of the keyboard instead of under it.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const root = document.documentElement
    const update = () => {
      // Pinch zoom shrinks the visual viewport too: that is no keyboard.
      const covered =
        viewport.scale > 1.01 ? 0 : window.innerHeight - viewport.height - viewport.offsetTop
      root.style.setProperty('--keyboard-inset', `${Math.max(0, Math.round(covered))}px`)
    }
    update()
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
      root.style.removeProperty('--keyboard-inset')
    }
  }, [])
}
