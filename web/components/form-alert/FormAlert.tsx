import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A form's error above its fields: announced (role=alert) and given the focus when it appears or
 * its message changes, so the member who pressed the button lands on what went wrong. `children`
 * go under the message (a link to the way on).
 */
export function FormAlert({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [message])
  return (
    <div ref={ref} className="form-alert" role="alert" tabIndex={-1}>
      {children ? (
        <>
          <p>{message}</p>
          {children}
        </>
      ) : (
        message
      )}
    </div>
  )
}
