import { useRef, useState } from 'react'

/**
 * A moderator's decision on one item, asked in a confirmation dialog: what is pending, whether it
 * is being sent, and running it once confirmed. Afterwards focus goes to the list's heading (the
 * dialog hands focus back to a button that may be gone).
 */
export function useConfirmedAction<P>(onFailure: (error: unknown) => void) {
  const [pending, setPending] = useState<P | null>(null)
  const [busy, setBusy] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

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
      requestAnimationFrame(() => headingRef.current?.focus())
    }
  }

  return { pending, setPending, busy, headingRef, run }
}
