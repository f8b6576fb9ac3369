/**
 * The text to show for a failed call. The data layer throws Error('<status>: <body text>')
 * (spec core-experience §7); a JSON body {message} yields that message, a network failure
 * (no status) yields null so the screen can say so in the member's language.
 */
export function serverMessage(error: unknown): { status: number | null; message: string | null } {
  const text = error instanceof Error ? error.message : String(error)
  const match = /^(\d{3}): ?([\s\S]*)$/.exec(text)
  if (!match) return { status: null, message: null }
  const status = Number(match[1])
  const body = match[2]?.trim() ?? ''
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown }
      if (typeof message === 'string' && message) return { status, message }
    }
  } catch {
    // Not JSON: the body text (or status text) itself is the message.
  }
  return { status, message: body || null }
}
