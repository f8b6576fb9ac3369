import { useEffect, useRef, useState } from 'react'

/**
 * A moderator's decision on one item, asked in a confirmation dialog: what is pending, whether it
 * is being sent, and running it once confirmed. Afterwards focus goes to the list's heading (the
 * dialog hands focus back to a button that may be gone): in an effect of the list, which React
 * runs after the dialog's own effect has closed it and restored the focus, so the heading keeps it.
 */
export function useConfirmedAction<P>(onFailure: (error: unknown) => void) {
  const [pending, setPending] = useState<P | null>(null)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [handled, setHandled] = useState(0)

  useEffect(() => {
    if (handled > 0) headingRef.current?.focus()
  }, [handled])

  async function run(act: (pending: P) => Promise<void>) {
    if (!pending) return
    setBusy(true)
    try {
      await act(pending)
    } catch (error) {
      onFailure(error)
    } finally {
      setBusy(false)
      setPending(null)
      setHandled((n) => n + 1)
    }
  }

  return { pending, setPending, busy, headingRef, run }
}
