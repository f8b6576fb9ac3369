import { useEffect } from 'react'

/**
 * `<meta name="referrer" content="no-referrer">` while the screen is shown: the server's
 * Referrer-Policy header says the same (api/http/no-referrer.ts), but a page the service worker
 * answered from its cache carries the shell's headers, so the page says it too.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'referrer'
    meta.content = 'no-referrer'
    document.head.append(meta)
    return () => meta.remove()
  }, [])
}
