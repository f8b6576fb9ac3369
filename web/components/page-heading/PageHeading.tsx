import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * The page's <h1>. After an in-app navigation it takes focus, so keyboard and screen-reader
 * users land on the new page's title; it also names the browser tab. The very first page load
 * (location key 'default') leaves focus where the browser put it.
 */
export function PageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const { key } = useLocation()

  useEffect(() => {
    document.title = `${children} · Orthodox Hearts`
  }, [children])

  useEffect(() => {
    if (key !== 'default') ref.current?.focus()
  }, [key])

  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  )
}
