import { useRef, useState, type MouseEvent, type PointerEvent } from 'react'
import { DRAG_SLOP_PX, releaseOutcome, releaseSpeed, type PointerSample } from './swipe.ts'

type Outcome = NonNullable<ReturnType<typeof releaseOutcome>>

interface Gesture {
  pointerId: number
  x: number
  y: number
  /** Past the slop: the press is a drag, the pointer is captured, the card follows it. */
  dragging: boolean
  samples: PointerSample[]
}

/**
 * A card that follows a pointer (mouse, pen or finger) from wherever the press starts: on the
 * photo, the name, a badge or a tap zone. A press that moves less than DRAG_SLOP_PX stays a tap,
 * so the buttons under it still get their click; past it the pointer is captured, the click that
 * a drag would end with is swallowed, and the release decides (swipe.ts: threshold, flick, up).
 */
export function useSwipeGesture(onRelease: (outcome: Outcome) => void) {
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const gesture = useRef<Gesture | null>(null)
  const swallowClick = useRef(false)

  function end() {
    gesture.current = null
    setOffset({ x: 0, y: 0 })
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return
      swallowClick.current = false
      gesture.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        dragging: false,
        samples: [],
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current
      if (current?.pointerId !== event.pointerId) return
      const dx = event.clientX - current.x
      const dy = event.clientY - current.y
      if (!current.dragging) {
        if (Math.hypot(dx, dy) < DRAG_SLOP_PX) return
        current.dragging = true
        swallowClick.current = true
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }
      current.samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp })
      if (current.samples.length > 12) current.samples.shift()
      setOffset({ x: dx, y: dy })
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = gesture.current
      if (current?.pointerId !== event.pointerId) return
      if (!current.dragging) return end()
      current.samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp })
      const outcome = releaseOutcome({
        dx: event.clientX - current.x,
        dy: event.clientY - current.y,
        ...releaseSpeed(current.samples),
      })
      end()
      if (outcome) onRelease(outcome)
    },
    onPointerCancel: end,
    /**
     * The card lost the pointer it captured (not a child losing a finger's implicit capture to
     * the card, which React reports here too).
     */
    onLostPointerCapture(event: PointerEvent<HTMLElement>) {
      if (event.target !== event.currentTarget) return
      if (gesture.current?.pointerId === event.pointerId && gesture.current.dragging) end()
    },
    /** The click a drag ends with is not a tap on what lies under the pointer. */
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return
      swallowClick.current = false
      event.preventDefault()
      event.stopPropagation()
    },
    /** Never a native drag of the photo or a selection of text. */
    onDragStart(event: MouseEvent<HTMLElement>) {
      event.preventDefault()
    },
  }
  return { offset, dragging: offset.x !== 0 || offset.y !== 0, handlers }
}
