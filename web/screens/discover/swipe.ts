/** Spec core-experience §2, §9: drag more than 150 px to commit; the card tilts offset / 10 degrees. */
export const SWIPE_THRESHOLD_PX = 150

/** What releasing the card at this horizontal offset does: right likes, left passes, else snap back. */
export function swipeOutcome(offsetX: number): 'like' | 'pass' | null {
  if (offsetX > SWIPE_THRESHOLD_PX) return 'like'
  if (offsetX < -SWIPE_THRESHOLD_PX) return 'pass'
  return null
}

/** The card's rotation in degrees while dragged. */
export function swipeTilt(offsetX: number): number {
  return offsetX / 10
}
