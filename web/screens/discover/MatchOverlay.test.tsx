import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PublicProfileSchema } from '#shared/schemas/user.ts'
import { memberFixture } from '../../data/testing/member.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { CELEBRATION_MS, MatchOverlay } from './MatchOverlay.tsx'

const basil = PublicProfileSchema.parse({ ...memberFixture(21), firstName: 'Basil' })

beforeEach(async () => {
  // The member's own picture comes from the session: a signed-in device with the fake API.
  await signedInDevice(demoMember)
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => vi.useRealTimers())

describe('the match celebration (spec core §2, §9)', () => {
  it('hides itself after 3 seconds, counted while the pointer is not on it', () => {
    const onClose = vi.fn()
    renderWithProviders(<MatchOverlay profile={basil} onClose={onClose} />)
    const overlay = screen.getByRole('alertdialog', { name: "It's a Match!" })
    const box = overlay.querySelector('.match-overlay-box')!
    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 500))
    fireEvent.pointerEnter(box)
    act(() => vi.advanceTimersByTime(CELEBRATION_MS * 3))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.pointerLeave(box)
    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('Continue Matching closes it at once', () => {
    const onClose = vi.fn()
    renderWithProviders(<MatchOverlay profile={basil} onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue Matching' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
