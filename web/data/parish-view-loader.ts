import type { BoundingBox } from '#shared/domain/map-bounds.ts'
import { refreshParishesInView } from './parishes.ts'

/** How long the map must rest before its view is asked for (a drag or zoom fires many moves). */
export const VIEW_SETTLE_MS = 300

/**
 * Loads what the map shows as it moves: each view waits VIEW_SETTLE_MS for the next one, and a
 * new request aborts the one still running, so only the last view's answer is kept.
 * `onAnswer` hears whether that answer was capped.
 */
export function createParishViewLoader(onAnswer: (capped: boolean) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: AbortController | undefined
  return {
    show(box: BoundingBox) {
      clearTimeout(timer)
      timer = setTimeout(() => {
        running?.abort()
        const controller = new AbortController()
        running = controller
        void refreshParishesInView(box, controller.signal).then((answer) => {
          if (answer && !controller.signal.aborted) onAnswer(answer.capped)
        })
      }, VIEW_SETTLE_MS)
    },
    stop() {
      clearTimeout(timer)
      running?.abort()
    },
  }
}
