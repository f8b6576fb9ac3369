import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'

/** How far a mouse or pen moves before a press becomes a drag, in CSS pixels. */
const DRAG_THRESHOLD = 6
/** How long a finger rests on a tile before it lifts for a drag (a moving finger scrolls). */
const TOUCH_HOLD_MS = 250
/** How far a resting finger may wander during the hold. */
const TOUCH_SLOP = 10

export interface TileDrag {
  /** The index of the tile being dragged. */
  from: number
  /** Where it would land if dropped now. */
  over: number
  dx: number
  dy: number
}

interface Press {
  index: number
  pointerId: number
  touch: boolean
  x: number
  y: number
  active: boolean
  holdTimer: ReturnType<typeof setTimeout> | null
  /** The movable tiles' boxes when the drag began (the grid does not move during a drag). */
  boxes: DOMRect[]
}

/** The index of the box nearest the point (the box under it, else the closest centre). */
export function nearestBox(boxes: readonly DOMRect[], x: number, y: number): number {
  let best = 0
  let bestDistance = Infinity
  boxes.forEach((box, index) => {
    const inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom
    const distance = inside
      ? -1
      : Math.hypot(box.left + box.width / 2 - x, box.top + box.height / 2 - y)
    if (distance < bestDistance) {
      bestDistance = distance
      best = index
    }
  })
  return best
}

/**
 * Reordering tiles by dragging, with a mouse, a pen or a finger (pointer events): a mouse or pen
 * drags once it moves a few pixels; a finger once it rests on the tile for a moment (so a swipe
 * still scrolls the page), and the page does not scroll while it drags. `tiles()` gives the
 * movable tiles' elements in order; `onDrop(from, to)` commits a move. A press that did not drag
 * stays a click; `wasDrag()` tells the click handler to ignore the click that ends a drag.
 */
export function useTileDrag(options: {
  tiles: () => HTMLElement[]
  onDrop: (from: number, to: number) => void
}) {
  const [drag, setShownDrag] = useState<TileDrag | null>(null)
  const shown = useRef<TileDrag | null>(null)
  const setDrag = (next: TileDrag | null) => {
    shown.current = next
    setShownDrag(next)
  }
  const press = useRef<Press | null>(null)
  const dragged = useRef(false)
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })

  function finish(commit: boolean) {
    const current = press.current
    press.current = null
    if (current?.holdTimer) clearTimeout(current.holdTimer)
    window.removeEventListener('pointermove', onMove)
    window.removeEventListener('pointerup', onUp)
    window.removeEventListener('pointercancel', onCancel)
    window.removeEventListener('touchmove', preventScroll)
    const last = shown.current
    setDrag(null)
    // The click that ends a drag comes right after this; a later click is a click again.
    if (dragged.current) setTimeout(() => (dragged.current = false), 0)
    if (commit && last && last.over !== last.from) latest.current.onDrop(last.from, last.over)
  }

  function activate(current: Press) {
    current.active = true
    dragged.current = true
    current.boxes = latest.current.tiles().map((tile) => tile.getBoundingClientRect())
    setDrag({ from: current.index, over: current.index, dx: 0, dy: 0 })
  }

  function onMove(event: PointerEvent) {
    const current = press.current
    if (!current || event.pointerId !== current.pointerId) return
    const dx = event.clientX - current.x
    const dy = event.clientY - current.y
    if (!current.active) {
      if (current.touch) {
        // Moved before the hold ended: the member is scrolling.
        if (Math.hypot(dx, dy) > TOUCH_SLOP) finish(false)
        return
      }
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return
      activate(current)
    }
    event.preventDefault()
    const over = nearestBox(current.boxes, event.clientX, event.clientY)
    setDrag({ from: current.index, over, dx, dy })
  }

  function onUp(event: PointerEvent) {
    if (event.pointerId === press.current?.pointerId) finish(true)
  }
  function onCancel(event: PointerEvent) {
    if (event.pointerId === press.current?.pointerId) finish(false)
  }
  function preventScroll(event: TouchEvent) {
    if (press.current?.active) event.preventDefault()
  }

  /** For the tile's onPointerDown. */
  function start(index: number, event: ReactPointerEvent<HTMLElement>) {
    if (press.current || !event.isPrimary || event.button !== 0) return
    dragged.current = false
    const touch = event.pointerType === 'touch'
    const current: Press = {
      index,
      pointerId: event.pointerId,
      touch,
      x: event.clientX,
      y: event.clientY,
      active: false,
      holdTimer: null,
      boxes: [],
    }
    press.current = current
    if (touch) current.holdTimer = setTimeout(() => activate(current), TOUCH_HOLD_MS)
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onCancel)
    window.addEventListener('touchmove', preventScroll, { passive: false })
  }

  return {
    drag,
    start,
    /** True once for the click that ends a drag (it must not open the tile). */
    wasDrag: () => {
      const was = dragged.current
      dragged.current = false
      return was
    },
  }
}
