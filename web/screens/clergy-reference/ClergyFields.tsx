import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ChoiceQuestion } from './clergy-form-choices.ts'

/** The id of a field's input (or a radio group's first radio) and of its message. */
export const fieldId = (name: string) => `clergy-${name}`
const errorId = (name: string) => `clergy-${name}-error`

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(name)} className="field-error">
      {error}
    </p>
  )
}

/** A labelled text (or date) input with its message tied to it. */
export function TextField(props: {
  name: string
  label: MessageDescriptor
  value: string
  error: string | undefined
  onChange: (value: string) => void
  type?: 'text' | 'date'
  autoComplete?: string
  optional?: boolean
}) {
  const { i18n } = useLingui()
  const { name, error } = props
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{i18n._(props.label)}</label>
      <input
        id={fieldId(name)}
        name={name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete ?? 'off'}
        required={!props.optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldError name={name} error={error} />
    </div>
  )
}

/** A labelled select; `children` are its options. */
export function SelectField(props: {
  name: string
  label: MessageDescriptor
  value: string
  error: string | undefined
  onChange: (value: string) => void
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const { name, error } = props
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{i18n._(props.label)}</label>
      <select
        id={fieldId(name)}
        name={name}
        value={props.value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
      <FieldError name={name} error={error} />
    </div>
  )
}

/** One question answered by radio buttons: a fieldset whose legend is the question. */
export function ChoiceField(props: {
  question: ChoiceQuestion
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const { i18n } = useLingui()
  const { question, error } = props
  return (
    <fieldset
      className="choice-group"
      aria-describedby={error ? errorId(question.name) : undefined}
    >
      <legend>{i18n._(question.legend)}</legend>
      <div className="choice-options">
        {question.choices.map((choice, index) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              id={index === 0 ? fieldId(question.name) : undefined}
              name={question.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />{' '}
            {i18n._(choice.label)}
          </label>
        ))}
      </div>
      <FieldError name={question.name} error={error} />
    </fieldset>
  )
}
