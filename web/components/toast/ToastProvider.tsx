import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { CloseIcon } from '../icons/icons.tsx'
import {
  TOAST_DEFAULT_DURATION,
  TOAST_EVENT,
  TOAST_SWIPE_THRESHOLD,
  ToastContext,
  type Toast,
  type ToastApi,
  type ToastInput,
} from './toast-context.ts'

/**
 * Transient notifications (spec core-experience §4): at most one visible (a new one replaces
 * the old), hidden after 5000 ms by default, a dismiss button, swipe right past 50 px
 * dismisses, and F8 moves focus to the notification region. Code outside React shows one with
 * the window event TOAST_EVENT.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null)
  const nextId = useRef(1)

  const dismiss = useCallback<ToastApi['dismiss']>((id) => {
    setCurrent((shown) => (id === undefined || shown?.id === id ? null : shown))
  }, [])

  const toast = useCallback<ToastApi['toast']>(
    (input) => {
      const id = nextId.current++
      setCurrent({
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        duration: input.duration ?? TOAST_DEFAULT_DURATION,
      })
      return { id, dismiss: () => dismiss(id) }
    },
    [dismiss],
  )

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss])

  useEffect(() => {
    const show = (event: Event) => toast((event as CustomEvent<ToastInput>).detail)
    window.addEventListener(TOAST_EVENT, show)
    return () => window.removeEventListener(TOAST_EVENT, show)
  }, [toast])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

function ToastRegion({
  toast,
  onDismiss,
}: {
  toast: Toast | null
  onDismiss: (id: number) => void
}) {
  const { t } = useLingui()
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault()
        regionRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <section
      ref={regionRef}
      className="toast-region"
      role="region"
      aria-label={t`Notifications (F8)`}
      tabIndex={-1}
    >
      <div aria-live="polite" aria-atomic="true">
        {toast && <ToastView key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />}
      </div>
    </section>
  )
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useLingui()
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(onDismiss, toast.duration)
    return () => clearTimeout(timer)
  }, [paused, toast.duration, onDismiss])

  return (
    <div
      className={toast.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
      role={toast.variant === 'destructive' ? 'alert' : undefined}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        start.current = event.clientX
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
      }}
      onPointerUp={(event) => {
        const moved = start.current === null ? 0 : event.clientX - start.current
        start.current = null
        if (moved > TOAST_SWIPE_THRESHOLD) onDismiss()
        else setOffset(0)
      }}
      onPointerCancel={() => {
        start.current = null
        setOffset(0)
      }}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={onDismiss}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  )
}
