import { Trans } from '@lingui/react/macro'
import { useId, useRef, useState, type FormEvent } from 'react'
import { SUPPORT_MESSAGE_MAX } from '#shared/domain/support.ts'
import { NetworkError } from '../../data/api-client.ts'
import { newClientId } from '../../data/client-id.ts'
import { sendOnEnter } from '../messages/send-key.ts'

/** The counter shows from this many characters on. */
const COUNTER_FROM = SUPPORT_MESSAGE_MAX - 200

/**
 * The support composer, on /support and in the moderators' thread: up to 2000 characters, Send
 * disabled while empty or sending, Enter sends and Shift+Enter adds a line. The same text sent
 * again after a failure keeps its clientId, so a retry after a lost answer is stored once. Offline (or on any
 * failure) the text stays and the reason is said beside it.
 */
export function SupportComposer({
  label,
  placeholder,
  onSend,
}: {
  label: string
  placeholder: string
  onSend: (body: string, clientId: string) => Promise<unknown>
}) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<'offline' | 'failed' | null>(null)
  // The last attempt's text and clientId: the same text sent again is the same message.
  const attempt = useRef<{ body: string; clientId: string } | null>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const empty = text.trim() === ''
  const length = text.length
  const max = SUPPORT_MESSAGE_MAX

  async function send(event?: FormEvent) {
    event?.preventDefault()
    if (empty || sending) return
    setSending(true)
    setProblem(null)
    const body = text.trim()
    if (attempt.current?.body !== body) attempt.current = { body, clientId: newClientId() }
    try {
      await onSend(body, attempt.current.clientId)
      attempt.current = null
      setText('')
    } catch (error) {
      setProblem(error instanceof NetworkError ? 'offline' : 'failed')
    } finally {
      setSending(false)
      inputRef.current?.focus()
    }
  }

  return (
    <form className="composer support-composer" onSubmit={(event) => void send(event)}>
      {problem && (
        <p className="support-problem" role="alert">
          {problem === 'offline' ? (
            <Trans>
              You are offline. Your message is kept here: send it when you are back online.
            </Trans>
          ) : (
            <Trans>Failed to send message. Please try again.</Trans>
          )}
        </p>
      )}
      <div className="composer-row">
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {label}
        </label>
        <textarea
          id={`${id}-input`}
          ref={inputRef}
          value={text}
          rows={3}
          maxLength={SUPPORT_MESSAGE_MAX}
          placeholder={placeholder}
          aria-describedby={length >= COUNTER_FROM ? `${id}-counter` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => sendOnEnter(event, () => void send())}
        />
        <button type="submit" className="button button-primary" disabled={empty || sending}>
          <Trans>Send</Trans>
        </button>
      </div>
      {length >= COUNTER_FROM && (
        <p id={`${id}-counter`} className="composer-counter" aria-live="polite">
          <Trans>
            {length} / {max} characters
          </Trans>
        </p>
      )}
    </form>
  )
}
