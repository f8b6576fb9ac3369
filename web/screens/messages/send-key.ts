import type { KeyboardEvent } from 'react'

/**
 * A chat text box's key press: Enter alone sends (not while an input method is composing);
 * Shift+Enter adds a line.
 */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, send: () => void) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
  event.preventDefault()
  send()
}
