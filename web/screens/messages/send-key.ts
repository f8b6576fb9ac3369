import type { KeyboardEvent } from 'react'

/**
 * A chat text box's key handler: Enter alone sends (not while an input method is composing);
 * Shift+Enter adds a line.
 */
export const sendOnEnter = (send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
  event.preventDefault()
  send()
}
