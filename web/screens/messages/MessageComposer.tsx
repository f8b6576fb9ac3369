import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FormEvent } from 'react'
import { harassmentSignals } from '#shared/domain/harassment-signals/harassment-signals.ts'
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/messages.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { sendMessage } from '../../data/messages/send-message.ts'
import { FaithQuestionsDialog } from './FaithQuestionsDialog.tsx'
import { sendOnEnter } from './send-key.ts'

/** The counter shows from this many characters on (near the 500 limit). */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 100

/**
 * The chat input (spec core-experience §2, §5): 'Type a message...', at most 500 characters
 * with a counter near the end, Send disabled while empty or sending; Enter sends, Shift+Enter
 * adds a line. The 'Faith Questions' dialog puts a question into the input. A message with an
 * insult or sexual harassment in it (shared/domain/harassment-signals/) asks "Are you sure?"
 * first; the member may still send it.
 */
export function MessageComposer({ memberId, partnerId }: { memberId: number; partnerId: number }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [questionsOpen, setQuestionsOpen] = useState(false)
  /** The text the member was asked "Are you sure?" about (null: not asked). */
  const [askedAbout, setAskedAbout] = useState<string | null>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const counterId = useId()
  const empty = text.trim() === ''
  const length = text.length
  const max = MESSAGE_MAX_LENGTH

  async function send(event?: FormEvent, anyway = false) {
    event?.preventDefault()
    if (empty || sending) return
    if (!anyway && harassmentSignals(text).kinds.length > 0) {
      setAskedAbout(text)
      return
    }
    setAskedAbout(null)
    setSending(true)
    try {
      await sendMessage(memberId, partnerId, text)
      setText('')
    } catch {
      toast({
        title: t`Error`,
        description: t`Failed to send message. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setSending(false)
      inputRef.current?.focus()
    }
  }

  return (
    <form className="composer" onSubmit={(event) => void send(event)}>
      <button type="button" className="button button-small" onClick={() => setQuestionsOpen(true)}>
        <Trans>Faith Questions</Trans>
      </button>
      {askedAbout !== null && askedAbout === text && (
        <div className="composer-reconsider" role="alert">
          <p className="composer-reconsider-title">
            <Trans>Are you sure?</Trans>
          </p>
          <p>
            <Trans>
              This message may hurt or offend. Messages like it are often reported, and a kind word
              goes further.
            </Trans>
          </p>
          <div className="composer-reconsider-actions">
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() => {
                setAskedAbout(null)
                inputRef.current?.focus()
              }}
            >
              <Trans>Edit message</Trans>
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={() => void send(undefined, true)}
            >
              <Trans>Send anyway</Trans>
            </button>
          </div>
        </div>
      )}
      <div className="composer-row">
        <label className="visually-hidden" htmlFor={`${counterId}-input`}>
          <Trans>Message</Trans>
        </label>
        <textarea
          id={`${counterId}-input`}
          ref={inputRef}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t`Type a message...`}
          aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => sendOnEnter(event, () => void send())}
        />
        <button type="submit" className="button button-primary" disabled={empty || sending}>
          <Trans>Send</Trans>
        </button>
      </div>
      {text.length >= COUNTER_FROM && (
        <p id={counterId} className="composer-counter" aria-live="polite">
          <Trans>
            {length} / {max} characters
          </Trans>
        </p>
      )}
      <FaithQuestionsDialog
        open={questionsOpen}
        onClose={() => setQuestionsOpen(false)}
        onChoose={(question) => {
          setText(question.slice(0, MESSAGE_MAX_LENGTH))
          setQuestionsOpen(false)
          requestAnimationFrame(() => inputRef.current?.focus())
        }}
      />
    </form>
  )
}
