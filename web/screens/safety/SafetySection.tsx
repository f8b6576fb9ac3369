import { useId, type ReactNode } from 'react'

/** A card of the Safety Center's pages: a region named by its heading. */
export function SafetySection({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  )
}
