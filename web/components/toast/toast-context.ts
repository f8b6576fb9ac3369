import { createContext } from 'react'

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it hides itself; default 5000 (spec core-experience §4). */
  duration?: number
}

export type Toast = Required<Omit<ToastInput, 'description'>> & {
  id: number
  description?: string
}

export type ToastApi = {
  toast: (input: ToastInput) => { id: number; dismiss: () => void }
  dismiss: (id?: number) => void
}

export const TOAST_DEFAULT_DURATION = 5000
/**
 * The window event that shows a toast from code outside React (a CustomEvent whose detail is the
 * ToastInput): the live stream's news, which no screen asked for.
 */
export const TOAST_EVENT = 'oh-toast'
export const TOAST_SWIPE_THRESHOLD = 50

export const ToastContext = createContext<ToastApi | null>(null)
