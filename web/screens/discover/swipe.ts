/** Spec core-experience §2, §9: drag more than 150 px to commit; the card tilts offset / 10 degrees. */
export const SWIPE_THRESHOLD_PX = 150

/**
 * A flick (issue 14): a fast, short drag also commits, as phone users expect. Released moving at
 * least this fast (pixels per millisecond, over the last moments of the drag) in the direction of
 * the drag, and at least FLICK_MIN_PX from where it started.
 */
export const FLICK_SPEED_PX_PER_MS = 0.6
export const FLICK_MIN_PX = 40

/** How far a pointer moves before a press becomes a drag (under it, a press is a tap). */
export const DRAG_SLOP_PX = 8

/** Dragged up this far, mostly vertically, the card opens its detail view. */
export const SWIPE_UP_PX = 100

/** Where the pointer is at release, relative to where it went down, and how fast it moves. */
export interface SwipeRelease {
  dx: number
  dy: number
  /** Horizontal and vertical speed at release, in pixels per millisecond. */
  vx: number
  vy: number
}

/** What releasing the card at this horizontal offset does: right likes, left passes, else snap back. */
export function swipeOutcome(offsetX: number): 'like' | 'pass' | null {
  if (offsetX > SWIPE_THRESHOLD_PX) return 'like'
  if (offsetX < -SWIPE_THRESHOLD_PX) return 'pass'
  return null
}

/**
 * What a released drag does: past the threshold, or flicked, right likes and left passes; dragged
 * or flicked up (more up than sideways) opens the details; anything else snaps back.
 */
export function releaseOutcome({
  dx,
  dy,
  vx,
  vy,
}: SwipeRelease): 'like' | 'pass' | 'details' | null {
  const upward = dy < 0 && -dy > Math.abs(dx) * 2
  if (upward && (-dy >= SWIPE_UP_PX || (-dy >= FLICK_MIN_PX && vy <= -FLICK_SPEED_PX_PER_MS)))
    return 'details'
  const dragged = swipeOutcome(dx)
  if (dragged) return dragged
  const flicked = Math.abs(dx) >= FLICK_MIN_PX && Math.abs(vx) >= FLICK_SPEED_PX_PER_MS
  if (flicked && Math.sign(vx) === Math.sign(dx)) return dx > 0 ? 'like' : 'pass'
  return null
}

/** The card's rotation in degrees while dragged. */
export function swipeTilt(offsetX: number): number {
  return offsetX / 10
}

/** How strongly the Like or Pass stamp shows at this offset: from 0 to 1 at the threshold. */
export function stampOpacity(offsetX: number): number {
  return Math.min(1, Math.abs(offsetX) / SWIPE_THRESHOLD_PX)
}

/** A pointer position at a moment, for the release speed. */
export interface PointerSample {
  x: number
  y: number
  t: number
}

/** Only the last moments of a drag count for its speed at release. */
export const SPEED_WINDOW_MS = 100

/** The speed (px/ms) over the samples of the last SPEED_WINDOW_MS; zero when there are too few. */
export function releaseSpeed(samples: readonly PointerSample[]): { vx: number; vy: number } {
  const last = samples.at(-1)
  if (!last) return { vx: 0, vy: 0 }
  const first = samples.find((sample) => last.t - sample.t <= SPEED_WINDOW_MS) ?? last
  const elapsed = last.t - first.t
  if (elapsed <= 0) return { vx: 0, vy: 0 }
  return { vx: (last.x - first.x) / elapsed, vy: (last.y - first.y) / elapsed }
}
