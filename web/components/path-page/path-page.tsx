import type { ComponentType } from 'react'
import { useLocation } from 'wouter'

/**
 * One route-table entry for several seldom opened pages (decisions 055, 057): the component that
 * shows, of `pages`, the one of the current path. Every entry of the start-up script's route table
 * (web/app/routes.tsx) is downloaded by every first screen; such pages share a chunk and an entry.
 */
export function pathPage(pages: Readonly<Record<string, ComponentType>>): ComponentType {
  return function PathPage() {
    const [path] = useLocation()
    const Page = pages[path]
    return Page ? <Page /> : null
  }
}
