import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useKeyboardInset } from './use-keyboard-inset.ts'

/** A visual viewport the test resizes, as a phone's does when its keyboard opens. */
function fakeViewport() {
  const target = new EventTarget()
  const viewport = Object.assign(target, { height: window.innerHeight, offsetTop: 0, scale: 1 })
  vi.stubGlobal('visualViewport', viewport)
  return {
    viewport,
    resize(height: number, scale = 1) {
      viewport.height = height
      viewport.scale = scale
      target.dispatchEvent(new Event('resize'))
    },
  }
}

const inset = () => document.documentElement.style.getPropertyValue('--keyboard-inset')

afterEach(() => vi.unstubAllGlobals())

describe('the on-screen keyboard inset', () => {
  it('is the height the keyboard covers, 0 without it or when zoomed, and gone after', () => {
    const phone = fakeViewport()
    const { unmount } = renderHook(() => useKeyboardInset())
    expect(inset()).toBe('0px')
    act(() => phone.resize(window.innerHeight - 300))
    expect(inset()).toBe('300px')
    act(() => phone.resize(window.innerHeight - 300, 2))
    expect(inset()).toBe('0px')
    act(() => phone.resize(window.innerHeight))
    expect(inset()).toBe('0px')
    unmount()
    expect(inset()).toBe('')
  })
})
