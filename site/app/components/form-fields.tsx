// The public forms' fields. The forms are noValidate: the browser would stop a post at its
// first mistake with a bubble of its own; the action names every mistake at once, in the
// site's words, beside each field (with JavaScript on or off). The fields still carry
// required, min and max for assistive technology and date pickers.
import type { ReactNode } from 'react'
import { HONEYPOT_FIELD } from '../lib/forms'

export type FormState = {
  fieldErrors?: Record<string, string>
  values?: Record<string, string>
}

type Common = {
  name: string
  label: string
  state: FormState | undefined
  required?: boolean
  className?: string
  hint?: string
  /** Keeps ids unique when two forms of one page have fields of the same name. */
  idPrefix?: string
}

const fieldId = (p: { name: string; idPrefix?: string }) => `${p.idPrefix ?? ''}${p.name}`

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function Wrapper({
  id,
  label,
  required,
  className,
  hint,
  error,
  children,
}: Omit<Common, 'state' | 'name' | 'idPrefix'> & {
  id: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="hint"> (optional)</span>}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="hint muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = Common & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date'
  autoComplete?: string
  min?: number | string
  max?: number | string
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text'
  /** A control beside the input that says what its number is in (a unit select). */
  unit?: ReactNode
}

export function TextField({
  type = 'text',
  autoComplete,
  min,
  max,
  inputMode,
  unit,
  ...p
}: InputProps) {
  const error = p.state?.fieldErrors?.[p.name]
  const id = fieldId(p)
  const input = (
    <input
      id={id}
      name={p.name}
      type={type}
      required={p.required}
      autoComplete={autoComplete}
      min={min}
      max={max}
      inputMode={inputMode}
      defaultValue={p.state?.values?.[p.name] ?? ''}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, p.hint)}
    />
  )
  return (
    <Wrapper {...p} id={id} error={error}>
      {unit ? (
        <div className="field-unit">
          {input}
          {unit}
        </div>
      ) : (
        input
      )}
    </Wrapper>
  )
}

export function TextArea(p: Common) {
  const error = p.state?.fieldErrors?.[p.name]
  const id = fieldId(p)
  return (
    <Wrapper {...p} id={id} error={error}>
      <textarea
        id={id}
        name={p.name}
        required={p.required}
        rows={5}
        defaultValue={p.state?.values?.[p.name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, p.hint)}
      />
    </Wrapper>
  )
}

export function SelectField(
  p: Common & {
    /** The empty first option; none when a value is always chosen. */
    placeholder?: string
    options: readonly (string | [string, string])[]
  },
) {
  const error = p.state?.fieldErrors?.[p.name]
  const id = fieldId(p)
  // HTML asks a required select (of one row, one choice) to start with an empty
  // placeholder option. Without one a value is always chosen: nothing left to require, so
  // no attribute (the label still shows no "(optional)").
  return (
    <Wrapper {...p} id={id} error={error}>
      <select
        id={id}
        name={p.name}
        required={p.required && p.placeholder !== undefined}
        defaultValue={p.state?.values?.[p.name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, p.hint)}
      >
        {p.placeholder !== undefined ? <option value="">{p.placeholder}</option> : null}
        {p.options.map((o) => {
          const [value, text] = typeof o === 'string' ? [o, o] : o
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
    </Wrapper>
  )
}

/** Name, email and phone: who the visitor is, on every public form. */
export function VisitorFields({
  state,
  phoneRequired,
  emailRequired = true,
  idPrefix,
}: {
  state: FormState | undefined
  phoneRequired: boolean
  emailRequired?: boolean
  idPrefix?: string
}) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        required
        autoComplete="name"
        state={state}
        idPrefix={idPrefix}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required={emailRequired}
        autoComplete="email"
        state={state}
        idPrefix={idPrefix}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        required={phoneRequired}
        autoComplete="tel"
        state={state}
        idPrefix={idPrefix}
      />
    </>
  )
}

/** The car a visitor asks about: make, model and year (the import and sell forms). */
export function CarAskedFields({
  state,
  yearRequired,
}: {
  state: FormState | undefined
  yearRequired: boolean
}) {
  return (
    <>
      <TextField name="carMake" label="Car Make" required state={state} />
      <TextField name="carModel" label="Car Model" required state={state} />
      <TextField
        name="carYear"
        label="Car Year"
        type="number"
        required={yearRequired}
        min={1900}
        max={2100}
        inputMode="numeric"
        state={state}
      />
    </>
  )
}

/** The free-text last field of the import and sell forms. */
export function AdditionalInfoField({ state }: { state: FormState | undefined }) {
  return (
    <TextArea name="additionalInfo" label="Additional Information" className="full" state={state} />
  )
}

/** Off-screen field people never see; bots fill it and are quietly ignored. */
export function Honeypot({ idPrefix = '' }: { idPrefix?: string }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={`${idPrefix}${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  )
}

export function FormAlerts({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      {success ? (
        <div className="alert alert-success" role="status">
          {success}
        </div>
      ) : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
    </>
  )
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button type="submit" className="btn" disabled={busy} aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  )
}
