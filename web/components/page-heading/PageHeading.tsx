import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/**
 * Whether the page has gone to another address since it loaded: a link or a redirect (wouter
 * announces pushState and replaceState as events of the same name) or Back and Forward.
 */
let navigatedInApp = false
if (typeof window !== 'undefined')
  for (const type of ['pushState', 'replaceState', 'popstate'])
    window.addEventListener(type, () => {
      navigatedInApp = true
    })

/**
 * The page's <h1>. After an in-app navigation it takes focus, so keyboard and screen-reader
 * users land on the new page's title; it also names the browser tab. The very first page
 * (before any navigation) leaves focus where the browser put it.
 */
export function PageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const [pathname] = useLocation()

  useEffect(() => {
    document.title = `${children} · Orthodox Hearts`
  }, [children])

  useEffect(() => {
    if (navigatedInApp) ref.current?.focus()
  }, [pathname])

  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  )
}
