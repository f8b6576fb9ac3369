import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render.tsx'
import type { ToastInput } from './toast-context.ts'
import { useToast } from './use-toast.ts'

function Trigger({ input, label }: { input: ToastInput; label: string }) {
  const { toast } = useToast()
  return (
    <button type="button" onClick={() => toast(input)}>
      {label}
    </button>
  )
}

function renderTriggers() {
  return renderWithProviders(
    <>
      <Trigger label="first" input={{ title: 'Like sent!' }} />
      <Trigger
        label="second"
        input={{
          title: 'Error',
          description: 'Failed to send like. Please try again.',
          variant: 'destructive',
        }}
      />
    </>,
  )
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' })

afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('shows one notification at a time: a new one replaces the old', () => {
    renderTriggers()
    fireEvent.click(screen.getByRole('button', { name: 'first' }))
    expect(within(region()).getByText('Like sent!')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'second' }))
    expect(within(region()).queryByText('Like sent!')).toBeNull()
    const alert = within(region()).getByRole('alert')
    expect(alert.textContent).toContain('Failed to send like. Please try again.')
    expect(alert.className).toContain('toast-destructive')
  })

  it('hides itself after 5000 ms', () => {
    vi.useFakeTimers()
    renderTriggers()
    fireEvent.click(screen.getByRole('button', { name: 'first' }))
    act(() => vi.advanceTimersByTime(4999))
    expect(within(region()).queryByText('Like sent!')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region()).queryByText('Like sent!')).toBeNull()
  })

  it('closes with its dismiss button', () => {
    renderTriggers()
    fireEvent.click(screen.getByRole('button', { name: 'first' }))
    fireEvent.click(within(region()).getByRole('button', { name: 'Dismiss' }))
    expect(within(region()).queryByText('Like sent!')).toBeNull()
  })

  it('is dismissed by a swipe right beyond 50 px, not by a shorter one', () => {
    renderTriggers()
    fireEvent.click(screen.getByRole('button', { name: 'first' }))
    const toast = within(region()).getByText('Like sent!').closest('.toast') as HTMLElement
    fireEvent.pointerDown(toast, { clientX: 100 })
    fireEvent.pointerMove(toast, { clientX: 140 })
    fireEvent.pointerUp(toast, { clientX: 150 })
    expect(within(region()).queryByText('Like sent!')).toBeTruthy()
    fireEvent.pointerDown(toast, { clientX: 100 })
    fireEvent.pointerMove(toast, { clientX: 140 })
    fireEvent.pointerUp(toast, { clientX: 151 })
    expect(within(region()).queryByText('Like sent!')).toBeNull()
  })

  it('moves focus to the notification region on F8', () => {
    renderTriggers()
    screen.getByRole('button', { name: 'first' }).focus()
    fireEvent.keyDown(window, { key: 'F8' })
    expect(document.activeElement).toBe(region())
  })
})
